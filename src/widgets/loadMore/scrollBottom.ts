/** The infinite-scroll rule of spec 9: a container's bottom is reached when offsetHeight + scrollTop >= scrollHeight. */

/** The three numbers the rule reads. */
export interface ScrollBox {
  offsetHeight: number;
  scrollTop: number;
  scrollHeight: number;
}

/** Whether the container is scrolled to its bottom. */
export function reachedBottom({ offsetHeight, scrollTop, scrollHeight }: ScrollBox): boolean {
  return offsetHeight + scrollTop >= scrollHeight;
}
