/** A page number as an address carries it: the first page is left out, so a list's plain address shows its first page. */
export function pageNumInAddress(pageNum: number): number | undefined {
  return pageNum === 1 ? undefined : pageNum;
}
