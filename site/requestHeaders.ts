/** The request header in which site/proxy.ts tells the root layout the visited path (layouts do not get it otherwise). */
export const pathnameHeader = 'x-kerbside-pathname';
