// The rule moved to src/lib (the shared result item in src/widgets needs it); kept here for its importers.
export { hitHref } from '#src/lib/hitHref';
