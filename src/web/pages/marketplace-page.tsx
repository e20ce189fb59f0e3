export function MarketplacePage() {
  return <main />;
}
