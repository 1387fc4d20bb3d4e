/** Names compared as a reader would: case, repeated spaces and surrounding spaces do not count. */
export function normalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
