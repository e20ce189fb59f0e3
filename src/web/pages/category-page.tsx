export function CategoryPage() {
  return <main />;
}
