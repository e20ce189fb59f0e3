/** Joins class names, skipping falsy ones. Later classes do not override earlier ones by
 * themselves (no tailwind-merge), so components put caller classes last and avoid conflicts. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
