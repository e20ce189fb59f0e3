import { SECTOR_KEYS, SECTOR_LABELS } from "../../../shared/categories";

/** Currencies offered by the publish forms; the server accepts any ISO 4217 code. */
export const CURRENCIES = ["EUR", "USD", "GBP", "CHF"] as const;

export function SectorOptions() {
  return (
    <>
      <option value="">Choisissez une catégorie</option>
      {SECTOR_KEYS.map((key) => (
        <option key={key} value={key}>
          {SECTOR_LABELS[key]}
        </option>
      ))}
    </>
  );
}

export function CurrencyOptions() {
  return CURRENCIES.map((code) => (
    <option key={code} value={code}>
      {code}
    </option>
  ));
}
