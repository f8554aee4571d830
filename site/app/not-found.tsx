// The 404 page of paths that reach no page shell (site/proxy.ts rewrites every page path into one).
export { default, metadata } from './[shell]/not-found';
