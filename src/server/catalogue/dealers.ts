/**
 * Dealers across UK towns: real-format postcodes built from each town's own outward codes,
 * coordinates at their postcode district's centroid (src/server/geo) a few hundred metres apart,
 * and phone numbers from Ofcom's ranges kept for drama and fiction, so no real business is ever
 * rung. Franchised dealers sell one or two makes; independents sell anything.
 */
import type { Dealer } from '#src/domain/content/types';
import { districtCentroid } from '../geo/postcodeDistricts';
import { Rng } from './prng';
import { roundDp } from './text';
import type { MakeSpec } from './ukMakes';

export interface Town {
  name: string;
  lat: number;
  lng: number;
  /** Outward codes of the town (the part of a postcode before the space). */
  districts: readonly string[];
  /** Ofcom drama-range prefix; three digits follow. */
  phone: string;
  /** Relative number of dealers. */
  weight: number;
}

const noArea = '01632 960';

export const ukTowns: readonly Town[] = [
  {
    name: 'London',
    lat: 51.5074,
    lng: -0.1278,
    districts: [
      'SW11',
      'SW18',
      'SE10',
      'SE13',
      'E14',
      'E17',
      'N7',
      'N17',
      'NW10',
      'W3',
      'W4',
      'W12',
      'EC1V',
      'WC2H',
      'SW1P',
      'SE1',
    ],
    phone: '020 7946 0',
    weight: 14,
  },
  {
    name: 'Birmingham',
    lat: 52.4862,
    lng: -1.8904,
    districts: ['B1', 'B5', 'B6', 'B11', 'B23', 'B29', 'B42', 'B90'],
    phone: '0121 496 0',
    weight: 7,
  },
  {
    name: 'Manchester',
    lat: 53.4808,
    lng: -2.2426,
    districts: ['M1', 'M4', 'M12', 'M16', 'M20', 'M40', 'M50'],
    phone: '0161 496 0',
    weight: 7,
  },
  {
    name: 'Leeds',
    lat: 53.8008,
    lng: -1.5491,
    districts: ['LS1', 'LS6', 'LS9', 'LS11', 'LS12', 'LS17'],
    phone: '0113 496 0',
    weight: 5,
  },
  {
    name: 'Glasgow',
    lat: 55.8642,
    lng: -4.2518,
    districts: ['G1', 'G3', 'G12', 'G20', 'G31', 'G51'],
    phone: '0141 496 0',
    weight: 6,
  },
  {
    name: 'Cardiff',
    lat: 51.4816,
    lng: -3.1791,
    districts: ['CF10', 'CF11', 'CF14', 'CF23', 'CF24'],
    phone: '029 2018 0',
    weight: 4,
  },
  {
    name: 'Belfast',
    lat: 54.5973,
    lng: -5.9301,
    districts: ['BT1', 'BT3', 'BT7', 'BT9', 'BT12', 'BT36'],
    phone: '028 9649 6',
    weight: 4,
  },
  {
    name: 'Bristol',
    lat: 51.4545,
    lng: -2.5879,
    districts: ['BS1', 'BS2', 'BS5', 'BS7', 'BS16', 'BS34'],
    phone: '0117 496 0',
    weight: 5,
  },
  {
    name: 'Edinburgh',
    lat: 55.9533,
    lng: -3.1883,
    districts: ['EH1', 'EH3', 'EH6', 'EH11', 'EH12', 'EH16'],
    phone: '0131 496 0',
    weight: 5,
  },
  {
    name: 'Liverpool',
    lat: 53.4084,
    lng: -2.9916,
    districts: ['L1', 'L3', 'L8', 'L13', 'L18', 'L24'],
    phone: '0151 496 0',
    weight: 5,
  },
  {
    name: 'Sheffield',
    lat: 53.3811,
    lng: -1.4701,
    districts: ['S1', 'S2', 'S9', 'S11', 'S35'],
    phone: '0114 496 0',
    weight: 4,
  },
  {
    name: 'Newcastle upon Tyne',
    lat: 54.9783,
    lng: -1.6178,
    districts: ['NE1', 'NE4', 'NE6', 'NE15', 'NE27'],
    phone: '0191 498 0',
    weight: 4,
  },
  {
    name: 'Nottingham',
    lat: 52.9548,
    lng: -1.1581,
    districts: ['NG1', 'NG2', 'NG5', 'NG7', 'NG16'],
    phone: '0115 496 0',
    weight: 4,
  },
  {
    name: 'Leicester',
    lat: 52.6369,
    lng: -1.1398,
    districts: ['LE1', 'LE2', 'LE4', 'LE5', 'LE19'],
    phone: '0116 496 0',
    weight: 3,
  },
  {
    name: 'Reading',
    lat: 51.4543,
    lng: -0.9781,
    districts: ['RG1', 'RG2', 'RG4', 'RG6', 'RG30'],
    phone: '0118 496 0',
    weight: 3,
  },
  {
    name: 'Southampton',
    lat: 50.9097,
    lng: -1.4044,
    districts: ['SO14', 'SO15', 'SO16', 'SO19', 'SO30'],
    phone: noArea,
    weight: 3,
  },
  { name: 'Portsmouth', lat: 50.8198, lng: -1.088, districts: ['PO1', 'PO2', 'PO4', 'PO6'], phone: noArea, weight: 2 },
  { name: 'Brighton', lat: 50.8225, lng: -0.1372, districts: ['BN1', 'BN2', 'BN3', 'BN41'], phone: noArea, weight: 2 },
  { name: 'Oxford', lat: 51.752, lng: -1.2577, districts: ['OX1', 'OX2', 'OX3', 'OX4'], phone: noArea, weight: 2 },
  { name: 'Cambridge', lat: 52.2053, lng: 0.1218, districts: ['CB1', 'CB2', 'CB4', 'CB5'], phone: noArea, weight: 2 },
  { name: 'Norwich', lat: 52.6309, lng: 1.2974, districts: ['NR1', 'NR2', 'NR3', 'NR6'], phone: noArea, weight: 2 },
  { name: 'Exeter', lat: 50.7184, lng: -3.5339, districts: ['EX1', 'EX2', 'EX4'], phone: noArea, weight: 2 },
  { name: 'Plymouth', lat: 50.3755, lng: -4.1427, districts: ['PL1', 'PL4', 'PL6', 'PL7'], phone: noArea, weight: 2 },
  { name: 'Swansea', lat: 51.6214, lng: -3.9436, districts: ['SA1', 'SA2', 'SA5', 'SA6'], phone: noArea, weight: 2 },
  {
    name: 'Aberdeen',
    lat: 57.1497,
    lng: -2.0943,
    districts: ['AB10', 'AB11', 'AB15', 'AB21'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Dundee', lat: 56.462, lng: -2.9707, districts: ['DD1', 'DD2', 'DD4'], phone: noArea, weight: 2 },
  { name: 'Inverness', lat: 57.4778, lng: -4.2247, districts: ['IV1', 'IV2', 'IV3'], phone: noArea, weight: 1 },
  { name: 'York', lat: 53.959, lng: -1.0815, districts: ['YO1', 'YO10', 'YO24', 'YO31'], phone: noArea, weight: 2 },
  { name: 'Hull', lat: 53.7676, lng: -0.3274, districts: ['HU1', 'HU3', 'HU7', 'HU8'], phone: noArea, weight: 2 },
  { name: 'Coventry', lat: 52.4068, lng: -1.5197, districts: ['CV1', 'CV2', 'CV3', 'CV6'], phone: noArea, weight: 2 },
  {
    name: 'Milton Keynes',
    lat: 52.0406,
    lng: -0.7594,
    districts: ['MK1', 'MK5', 'MK9', 'MK10'],
    phone: noArea,
    weight: 3,
  },
  {
    name: 'Peterborough',
    lat: 52.5695,
    lng: -0.2405,
    districts: ['PE1', 'PE2', 'PE4', 'PE7'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Derby', lat: 52.9225, lng: -1.4746, districts: ['DE1', 'DE21', 'DE22', 'DE24'], phone: noArea, weight: 2 },
  {
    name: 'Stoke-on-Trent',
    lat: 53.0027,
    lng: -2.1794,
    districts: ['ST1', 'ST3', 'ST4', 'ST6'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Preston', lat: 53.7632, lng: -2.7031, districts: ['PR1', 'PR2', 'PR5'], phone: noArea, weight: 2 },
  { name: 'Bolton', lat: 53.5769, lng: -2.4282, districts: ['BL1', 'BL2', 'BL3'], phone: noArea, weight: 1 },
  {
    name: 'Middlesbrough',
    lat: 54.5742,
    lng: -1.235,
    districts: ['TS1', 'TS3', 'TS5', 'TS17'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Sunderland', lat: 54.9069, lng: -1.3838, districts: ['SR1', 'SR4', 'SR5'], phone: noArea, weight: 1 },
  { name: 'Bournemouth', lat: 50.7192, lng: -1.8808, districts: ['BH1', 'BH8', 'BH11'], phone: noArea, weight: 2 },
  { name: 'Swindon', lat: 51.5558, lng: -1.7797, districts: ['SN1', 'SN2', 'SN3', 'SN25'], phone: noArea, weight: 2 },
  { name: 'Gloucester', lat: 51.8642, lng: -2.2382, districts: ['GL1', 'GL2', 'GL4'], phone: noArea, weight: 1 },
  { name: 'Ipswich', lat: 52.0567, lng: 1.1482, districts: ['IP1', 'IP2', 'IP3', 'IP4'], phone: noArea, weight: 2 },
  { name: 'Chelmsford', lat: 51.7356, lng: 0.4685, districts: ['CM1', 'CM2'], phone: noArea, weight: 2 },
  { name: 'Luton', lat: 51.8787, lng: -0.42, districts: ['LU1', 'LU2', 'LU3', 'LU4'], phone: noArea, weight: 1 },
  {
    name: 'Northampton',
    lat: 52.2405,
    lng: -0.9027,
    districts: ['NN1', 'NN3', 'NN4', 'NN5'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Lincoln', lat: 53.2307, lng: -0.5406, districts: ['LN1', 'LN2', 'LN5', 'LN6'], phone: noArea, weight: 1 },
  { name: 'Carlisle', lat: 54.8925, lng: -2.9329, districts: ['CA1', 'CA2', 'CA3'], phone: noArea, weight: 1 },
  { name: 'Worcester', lat: 52.192, lng: -2.22, districts: ['WR1', 'WR2', 'WR4', 'WR5'], phone: noArea, weight: 1 },
  { name: 'Shrewsbury', lat: 52.7073, lng: -2.7553, districts: ['SY1', 'SY2', 'SY3'], phone: noArea, weight: 1 },
  { name: 'Guildford', lat: 51.2362, lng: -0.5704, districts: ['GU1', 'GU2', 'GU4'], phone: noArea, weight: 2 },
  { name: 'Maidstone', lat: 51.2704, lng: 0.5227, districts: ['ME14', 'ME15', 'ME16'], phone: noArea, weight: 2 },
  { name: 'Canterbury', lat: 51.2802, lng: 1.0789, districts: ['CT1', 'CT2'], phone: noArea, weight: 1 },
  { name: 'Croydon', lat: 51.3762, lng: -0.0982, districts: ['CR0', 'CR2', 'CR7'], phone: '020 7946 0', weight: 2 },
  {
    name: 'Watford',
    lat: 51.6565,
    lng: -0.3903,
    districts: ['WD17', 'WD18', 'WD24', 'WD25'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Slough', lat: 51.5105, lng: -0.595, districts: ['SL1', 'SL2', 'SL3'], phone: noArea, weight: 1 },
  {
    name: 'Wolverhampton',
    lat: 52.5862,
    lng: -2.1288,
    districts: ['WV1', 'WV2', 'WV10', 'WV11'],
    phone: noArea,
    weight: 2,
  },
  { name: 'Chester', lat: 53.1934, lng: -2.8931, districts: ['CH1', 'CH2', 'CH4'], phone: noArea, weight: 1 },
  { name: 'Wrexham', lat: 53.0466, lng: -2.9926, districts: ['LL11', 'LL13'], phone: noArea, weight: 1 },
  { name: 'Truro', lat: 50.2632, lng: -5.051, districts: ['TR1'], phone: noArea, weight: 1 },
  { name: 'Newport', lat: 51.5842, lng: -2.9977, districts: ['NP19', 'NP20'], phone: noArea, weight: 1 },
  { name: 'Derry', lat: 54.9966, lng: -7.3086, districts: ['BT47', 'BT48'], phone: '028 9649 6', weight: 1 },
];

/** Letters used in the inward code of real postcodes (never C, I, K, M, O or V). */
const inwardLetters = 'ABDEFGHJLNPQRSTUWXYZ';

/** A real-format postcode in one of the town's districts, e.g. 'LS11 5QH'. */
export function postcodeIn(town: Town, rng: Rng): string {
  const letter = () => inwardLetters.charAt(rng.int(0, inwardLetters.length - 1));
  return `${rng.pick(town.districts)} ${rng.int(1, 9)}${letter()}${letter()}`;
}

const familyNames = [
  'Ashworth',
  'Beaumont',
  'Carrick',
  'Delamere',
  'Elmstead',
  'Fairbrook',
  'Granville',
  'Hartley',
  'Inglewood',
  'Kingsmere',
  'Larkfield',
  'Marlowe',
  'Northgate',
  'Oakridge',
  'Pemberton',
  'Quarry Bank',
  'Ravensworth',
  'Southfield',
  'Thornbury',
  'Underhill',
  'Westbrook',
  'Whitmore',
  'Yardley',
  'Ellesmere',
];

const independentStyles = ['Car Sales', 'Motors', 'Car Centre', 'Cars', 'Motor Company', 'Vehicle Sales'];

/**
 * Scales the two offsets drawn for each dealer (±0.035° of latitude, ±0.055° of longitude, once
 * spread around a town centre) down to under 0.01° around its district's centroid. The draws stay,
 * so the generator's random sequence, and every field made after them, are what they were.
 */
export const DEALER_JITTER_SCALE = 0.18;

/** Makes that dealers most often hold franchises for, with a relative weight. */
function franchiseWeights(makes: readonly MakeSpec[]): (readonly [MakeSpec, number])[] {
  const weight = { value: 3, mainstream: 5, premium: 4, luxury: 1, exotic: 0.4 } as const;
  return makes.map((make) => [make, weight[make.tier]] as const);
}

/** About 180 dealers across the towns; ids 'dealer-101' upwards. */
export function makeDealers(seed: number, makes: readonly MakeSpec[]): Dealer[] {
  const rng = new Rng(seed, 'dealers');
  const dealers: Dealer[] = [];
  const weights = franchiseWeights(makes);
  let id = 101;
  for (const town of ukTowns) {
    const count = Math.max(2, Math.round(town.weight * 1.4));
    for (let i = 0; i < count; i += 1) {
      const independent = rng.chance(0.22);
      const family = rng.pick(familyNames);
      const franchises: string[] = [];
      if (!independent) {
        const first = rng.weighted(weights);
        franchises.push(first.slug);
        // Group dealers often hold a sister brand too.
        if (rng.chance(0.3)) {
          const second = rng.weighted(weights);
          if (second.slug !== first.slug) franchises.push(second.slug);
        }
      }
      const firstMake = makes.find((make) => make.slug === franchises[0]);
      const name = firstMake
        ? `${family} ${firstMake.name} ${town.name}`
        : `${family} ${rng.pick(independentStyles)} of ${town.name}`;
      // Drawn in the order the fields were always drawn: postcode, the two offsets, then the phone.
      const postcode = postcodeIn(town, rng);
      const dLat = rng.range(-0.035, 0.035) * DEALER_JITTER_SCALE;
      const dLng = rng.range(-0.055, 0.055) * DEALER_JITTER_SCALE;
      const centre = districtCentroid(postcode.split(' ')[0]!) ?? town;
      dealers.push({
        id: `dealer-${id}`,
        name,
        town: town.name,
        postcode,
        lat: roundDp(centre.lat + dLat, 4),
        lng: roundDp(centre.lng + dLng, 4),
        phone: `${town.phone}${String(rng.int(0, 999)).padStart(3, '0')}`,
        franchises,
      });
      id += 1;
    }
  }
  return dealers;
}
