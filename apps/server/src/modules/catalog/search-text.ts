/** The text search matches for a product: title, category name and description, lower-cased. */
export function searchTextOf(title: string, categoryName: string, description: string): string {
  return `${title} ${categoryName} ${description}`.toLowerCase().replace(/\s+/g, ' ').trim();
}
