/** The `<option>`s of a `<Select>` over a fixed list of keys, each shown by its label. */
export function Options<K extends string | number>({ values, labels }: { values: readonly K[]; labels: Record<K, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
