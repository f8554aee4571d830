/**
 * The words of the dealer finder (#16): its form, results, map and the "Dealers near you" block,
 * kept as data so the components, stories and tests read the same text.
 */
import { buttonTexts } from '#src/lib/constants';

/** 'dealers' or 'Volkswagen dealers'. */
const dealersOf = (makeName?: string | null) => (makeName ? `${makeName} dealers` : 'dealers');

export const dealerTexts = {
  form: {
    label: 'Find car dealers',
    postcode: 'Your postcode',
    postcodeHint: 'For example SW1A 1AA',
    submit: 'Find dealers',
  },
  location: {
    button: 'Use my location',
    locating: 'Finding your location…',
    /** The polite notice when the browser cannot give a location (spec 4). */
    unavailable:
      'Your location is not available, so enter your postcode instead. We will show you the nearest dealer to it.',
    /** The info message logged (spec 4: "if unsupported, an info message is logged"). */
    logged: (reason: 'unsupported' | 'denied' | 'failed') =>
      `Dealer finder: geolocation ${reason === 'unsupported' ? 'is not supported by this browser' : reason === 'denied' ? 'was refused' : 'failed'}; using the postcode, and keeping only the nearest dealer.`,
  },
  results: {
    /** '10 dealers near SW1A 1AA', '1 Volkswagen dealer near your location'. */
    heading: (count: number, origin: string, makeName?: string | null) =>
      `${count} ${count === 1 ? dealersOf(makeName).replace(/s$/, '') : dealersOf(makeName)} near ${origin}`,
    nearestHeading: (origin: string, makeName?: string | null) =>
      `The nearest ${makeName ? `${makeName} dealer` : 'dealer'} to ${origin}`,
    nearestOnly: 'Showing the nearest dealer.',
    showAll: (origin: string) => `Show all dealers near ${origin}`,
    distanceNote: 'Distances are in a straight line from the centre of your postcode district.',
    distanceNoteLocation: 'Distances are in a straight line from your location.',
    empty: (origin: string, makeName?: string | null) =>
      `There are no ${dealersOf(makeName)} on our list near ${origin} yet.`,
    emptyAction: 'Search every make',
    unavailable: 'We cannot list dealers just now. Please try again in a few minutes.',
    sells: 'Sells',
    independent: 'Independent dealer',
    call: (name: string) => `Call ${name}`,
    /** The spec's purchase button (one home: src/lib/constants.ts). */
    getQuotes: buttonTexts.getQuotes,
    showOnMap: 'Show on map',
    distanceLabel: 'Distance',
  },
  map: {
    /** The map region's name, which points to the list (the accessible alternative). */
    label: (origin: string) =>
      `Map of the dealers near ${origin}. The numbered list of dealers gives the same information.`,
    origin: (origin: string) => `Search point: ${origin}`,
    marker: (number: number, name: string, distance: string) => `${number}. ${name}, ${distance}`,
    loading: 'Loading the map…',
    failed: 'The map could not be shown. The list of dealers has everything the map would show.',
    outlineCredit: 'UK outline: Natural Earth',
  },
  nearYou: {
    heading: 'Dealers near you',
    intro: (makeName?: string | null) =>
      makeName ? `Find the ${makeName} dealers nearest to you.` : 'Find the car dealers nearest to you.',
    submit: 'Find dealers',
    loading: 'Finding dealers…',
    failed: 'We could not find dealers just now. Please try again.',
    seeAll: (makeName?: string | null) => `See all ${dealersOf(makeName)} near you`,
    resultsLabel: (origin: string) => `Nearest dealers to ${origin}`,
  },
} as const;

/** The postcode field both finder forms share: its name in the query, words and input hints. */
export const postcodeFieldProps = {
  name: 'postcode',
  label: dealerTexts.form.postcode,
  hint: dealerTexts.form.postcodeHint,
  width: 'medium',
  autoComplete: 'postal-code',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 16,
} as const;
