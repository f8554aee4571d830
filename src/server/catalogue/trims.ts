/**
 * Trim ladders by make, lowest first, as UK price lists name them, with separate ladders for
 * electric-only models, vans and pick-ups where the make uses different names. Each trim step
 * adds equipment and price (figures.ts); the review text describes the ladder in that order.
 * The packs are the option packs and special editions that `--scale` adds as further derivatives.
 */

export interface TrimLadders {
  car: readonly string[];
  electric?: readonly string[];
  van?: readonly string[];
  pickup?: readonly string[];
}

const generic: TrimLadders = {
  car: ['Standard', 'Sport', 'Premium'],
  van: ['Base', 'Trend', 'Limited'],
  pickup: ['Base', 'Mid', 'Top'],
};

export const trimLadders: Readonly<Record<string, TrimLadders>> = {
  abarth: { car: ['Turismo', 'Scorpionissima'] },
  'alfa-romeo': { car: ['Sprint', 'Ti', 'Veloce', 'Intensa'] },
  alpine: { car: ['GT', 'GT Premium', 'GTS'] },
  'aston-martin': { car: ['Coupe', 'Launch Edition'] },
  audi: {
    car: ['Sport', 'S line', 'Black Edition', 'Vorsprung'],
    electric: ['Sport', 'S line', 'Edition 1', 'Vorsprung'],
  },
  bentley: { car: ['Azure', 'S', 'Mulliner'] },
  bmw: { car: ['Sport', 'M Sport', 'M Sport Pro'] },
  byd: { car: ['Active', 'Boost', 'Comfort', 'Design', 'Excellence'] },
  citroen: { car: ['You', 'Plus', 'Max'], van: ['Enterprise', 'Driver', 'Enterprise Pro'] },
  cupra: { car: ['V1', 'V2', 'V3', 'VZ1', 'VZ2'] },
  dacia: { car: ['Essential', 'Expression', 'Journey', 'Extreme'] },
  ds: { car: ['Pallas', 'Etoile', 'Jules Verne'] },
  ferrari: { car: ['Coupe', 'Assetto Fiorano'] },
  fiat: { car: ['Pop', 'Icon', 'La Prima'], van: ['Base', 'Tecnico', 'Sportivo'] },
  ford: {
    car: ['Titanium', 'ST-Line', 'ST-Line X', 'Active X'],
    electric: ['Select', 'Premium'],
    van: ['Leader', 'Trend', 'Limited', 'Sport'],
    pickup: ['XL', 'XLT', 'Tremor', 'Wildtrak', 'Platinum'],
  },
  genesis: { car: ['Premium', 'Luxury', 'Sport'] },
  honda: { car: ['Elegance', 'Advance', 'Advance Style'] },
  hyundai: { car: ['Advance', 'Premium', 'N Line', 'Ultimate'] },
  ineos: {
    car: ['Utility Wagon', 'Station Wagon', 'Trialmaster', 'Fieldmaster'],
    pickup: ['Utility', 'Trialmaster', 'Fieldmaster'],
  },
  isuzu: { car: ['Utility'], pickup: ['Utility', 'DL20', 'DL40', 'V-Cross'] },
  jaecoo: { car: ['Luxury', 'Pure'] },
  jaguar: { car: ['S', 'SE', 'R-Dynamic SE', 'R-Dynamic HSE'] },
  jeep: { car: ['Longitude', 'Altitude', 'Summit'] },
  kgm: { car: ['K30', 'K40', 'K50', 'Ultimate'], pickup: ['Saracen', 'Rebel', 'Saracen Plus'] },
  kia: {
    car: ['Pure', '2', '3', 'GT-Line', 'GT-Line S'],
    electric: ['Air', 'GT-Line', 'GT-Line S'],
    van: ['Light', 'Plus'],
  },
  lamborghini: { car: ['Coupe', 'Performante'] },
  'land-rover': { car: ['S', 'SE', 'Dynamic SE', 'HSE', 'Autobiography'] },
  leapmotor: { car: ['Style', 'Design'] },
  levc: { car: ['City', 'Vista', 'Comfort Plus'] },
  lexus: { car: ['Urban', 'Premium Plus', 'F Sport', 'Takumi'] },
  lotus: { car: ['S', 'GT', 'R'] },
  maserati: { car: ['GT', 'Modena', 'Trofeo'] },
  maxus: { car: ['Standard'], van: ['Standard', 'Lux'], pickup: ['Elite', 'Premium'] },
  mazda: { car: ['Prime-Line', 'Centre-Line', 'Exclusive-Line', 'Homura', 'Takumi'] },
  mclaren: { car: ['Coupe', 'Spider'] },
  'mercedes-benz': {
    car: ['Sport Executive', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'],
    van: ['Pure', 'Progressive', 'Premium'],
  },
  mg: { car: ['SE', 'Excite', 'Trophy'] },
  mini: { car: ['Classic', 'Exclusive', 'Sport'] },
  mitsubishi: { car: ['Design', 'Exceed', 'Intense'], pickup: ['Warrior', 'Barbarian'] },
  nissan: {
    car: ['Acenta Premium', 'N-Connecta', 'Tekna', 'Tekna+'],
    electric: ['Engage', 'Evolve', 'Advance'],
    van: ['Visia', 'Acenta', 'Tekna'],
  },
  omoda: { car: ['Knight', 'Noble'] },
  peugeot: { car: ['Active', 'Allure', 'GT'], van: ['S', 'Professional', 'Asphalt'] },
  polestar: { car: ['Standard', 'Plus Pack', 'Pilot Pack', 'Performance Pack'] },
  porsche: { car: ['Coupe', 'Sport Chrono'] },
  renault: { car: ['Evolution', 'Techno', 'Esprit Alpine', 'Iconic'], van: ['Start', 'Advance', 'Extra'] },
  'rolls-royce': { car: ['Standard', 'Black Badge'] },
  seat: { car: ['SE', 'SE Technology', 'FR', 'FR Sport', 'Xcellence'] },
  skoda: {
    car: ['SE', 'SE L', 'Sportline', 'Laurin & Klement'],
    electric: ['Edition', 'SE L', 'Sportline', 'Laurin & Klement'],
  },
  smart: { car: ['Pro', 'Pro+', 'Premium', 'Brabus'] },
  subaru: { car: ['Limited', 'Touring', 'Field'] },
  suzuki: { car: ['Motion', 'Ultra'] },
  tesla: { car: ['Standard', 'Premium'] },
  toyota: {
    car: ['Icon', 'Design', 'Excel', 'GR Sport'],
    van: ['Active', 'Icon', 'Design'],
    pickup: ['Active', 'Icon', 'Invincible', 'Invincible X'],
  },
  vauxhall: { car: ['Design', 'GS', 'Ultimate'], van: ['Prime', 'Pro', 'Sportive'] },
  volkswagen: {
    car: ['Life', 'Match', 'Style', 'R-Line', 'Black Edition'],
    electric: ['Essential', 'Match', 'Pro', 'Pro S', 'GTX'],
    van: ['Commerce', 'Commerce Plus', 'Black Edition'],
    pickup: ['Life', 'Style', 'PanAmericana', 'Aventura'],
  },
  volvo: { car: ['Core', 'Plus', 'Ultra', 'Black Edition'] },
  xpeng: { car: ['Standard', 'Plus', 'Pro'] },
};

/** The ladder a model uses: electric-only cars, vans and pick-ups have their own where the make does. */
export function trimLadder(makeSlug: string, kind: 'car' | 'electric' | 'van' | 'pickup'): readonly string[] {
  const ladders = trimLadders[makeSlug] ?? generic;
  if (kind === 'electric') return ladders.electric ?? ladders.car;
  if (kind === 'van') return ladders.van ?? generic.van ?? ladders.car;
  if (kind === 'pickup') return ladders.pickup ?? generic.pickup ?? ladders.car;
  return ladders.car;
}

/**
 * Option packs and special editions that `--scale` adds on top of the current trims, each with
 * the share of the base price it adds. They multiply derivatives without inventing new models.
 */
export const trimPacks: readonly (readonly [name: string, priceShare: number])[] = [
  ['Tech Pack', 0.03],
  ['Winter Pack', 0.015],
  ['Comfort Pack', 0.025],
  ['Design Pack', 0.02],
  ['Launch Edition', 0.05],
  ['Black Edition', 0.04],
  ['Plus', 0.035],
  ['Pro Pack', 0.045],
  ['Driver Assistance Pack', 0.03],
  ['Panoramic Roof Pack', 0.025],
  ['Edition 26', 0.03],
  ['Lux Pack', 0.06],
];
