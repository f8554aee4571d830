/** The response header in which site/proxy.ts names the page shell it chose (src/lib/pageShell.ts). */
export const shellHeader = 'X-Kerbside-Shell';
