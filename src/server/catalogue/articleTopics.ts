/**
 * Evergreen article texts: advice by subtype, industry news built on the facts in docs/design/uk-rules.md
 * (tax bands, VED, charging prices, the PCP formula), reader-clinic answers grounded in UK
 * consumer law, partner promotions, and the about-us and contact pages. Written once here so
 * the generator only chooses, dates and attributes them.
 */
import { PRODUCT_NAME } from '#src/lib/constants';

export type AdviceSubtype = 'buying' | 'selling' | 'finance' | 'ownership' | 'electric' | 'company-cars';

export const adviceSubtypes: readonly AdviceSubtype[] = [
  'buying',
  'selling',
  'finance',
  'ownership',
  'electric',
  'company-cars',
];

export interface Topic {
  title: string;
  summary: string;
  paragraphs: readonly string[];
  /** Extra tags beyond the article type's own. */
  tags?: readonly string[];
}

export const adviceTopics: Readonly<Record<AdviceSubtype, readonly Topic[]>> = {
  buying: [
    {
      title: 'How to buy a new car',
      summary:
        'From setting a budget to taking delivery: a step-by-step guide to buying a new car without paying too much.',
      paragraphs: [
        'Start with a budget that covers more than the monthly payment. Add insurance, fuel or charging, servicing and tax, and decide whether you will pay cash, take out finance or lease.',
        'Draw up a shortlist of three or four cars and read our reviews to understand the strengths of each. Our target prices show what you should expect to pay after a realistic discount.',
        'Test drive your favourites on roads you know, ideally back to back. Check the driving position, visibility, boot space and how easy the infotainment is to use.',
        `Get quotes from several dealers and use the ${PRODUCT_NAME} target price as your benchmark. Dealers are often more flexible near the end of a month or quarter.`,
        'Before you sign, check the order form lists the exact version, colour and options, the delivery date and any extras the dealer has agreed to include.',
      ],
    },
    {
      title: 'How to haggle for a new car',
      summary: 'Dealers expect you to negotiate. These tactics help you secure a discount close to our target price.',
      paragraphs: [
        'Know the numbers before you walk in. Our target price for each version is what we think you can realistically pay, based on what dealers are offering.',
        'Negotiate on the cash price first, then on your part-exchange and finance separately, so a generous-looking trade-in value is not hiding a smaller discount.',
        'Get written quotes from several dealers, including ones further away; many will deliver to your door, and competing quotes are your strongest bargaining tool.',
        'Be polite but prepared to walk away. A dealer who knows you have an alternative is far more likely to improve the offer.',
      ],
    },
    {
      title: 'New or nearly new: which is better value?',
      summary:
        'A nearly new car can save you thousands, but a new one may come with better finance deals. Here is how to choose.',
      paragraphs: [
        'A nearly new car is usually less than a year old with fewer than 5,000 miles on the clock. Most of the steepest depreciation has already happened, so you could save 10-20% on the price new.',
        'Because it has already been registered, you inherit the remaining manufacturer warranty and skip the first-year car tax, which can be several hundred pounds on a petrol model.',
        'New cars, though, often come with subsidised finance and deposit contributions that can make the monthly payments cheaper than a nearly new car bought with an ordinary loan.',
        'Compare the total cost over the time you plan to keep the car, not just the price, and check our used and nearly new listings alongside the new car deals.',
      ],
    },
    {
      title: 'What is a target price?',
      summary: `Our target prices tell you how much you should pay for a new car. Here is how ${PRODUCT_NAME} works them out.`,
      paragraphs: [
        'The list price is what the manufacturer suggests; few buyers pay it. The target price is the figure our researchers believe you can achieve with some polite negotiation.',
        'We set target prices by tracking the discounts dealers across the UK offer on each version, and we update them as offers change.',
        'Use the target price as a benchmark when you ask for quotes. If a dealer offers a bigger discount, great; if not, you know how far to push.',
      ],
    },
    {
      title: 'How to test drive a car',
      summary:
        'A test drive is your chance to find the faults a brochure never mentions. Make the most of it with this checklist.',
      paragraphs: [
        'Book a slot long enough to drive on the roads you use every day: town streets, a dual carriageway and, if possible, a bumpy country lane.',
        'Before you set off, check you can get comfortable, that you can see out properly and that the controls fall easily to hand.',
        'On the move, listen for wind and road noise, try the brakes and steering at low speed, and practise parking to see how easy the car is to place.',
        'Bring the things you carry every day, whether that is a child seat, a buggy or golf clubs, and check they fit.',
      ],
    },
    {
      title: 'Buying a used car from a private seller',
      summary: 'You can save money buying privately, but you have fewer rights. Protect yourself with these checks.',
      paragraphs: [
        'When you buy from a private seller the car must be as described and the seller must have the right to sell it, but you do not get the wider protection of buying from a dealer.',
        'Run a history check to make sure the car has no outstanding finance, has not been written off and is not stolen, and check the MOT history online for advisories.',
        'View the car at the address on the V5C logbook, in daylight, and make sure the VIN on the car matches the document.',
        'Never pay a deposit before seeing the car, and pay by bank transfer rather than cash so there is a record of the payment.',
      ],
    },
  ],
  selling: [
    {
      title: 'How to sell your car for the best price',
      summary: 'Preparation, timing and the right sales route can add hundreds of pounds to what your car is worth.',
      paragraphs: [
        'Start with a valuation so you know what your car is worth to a dealer, to a private buyer and to a car-buying service. The differences can be large.',
        'Clean the car inside and out, fix small faults and gather the service history, MOT certificates and spare key. Buyers pay more for cars that look cared for.',
        'Take clear photos in good light and write an honest advert that lists the version, mileage, options and recent work.',
        'Be ready to negotiate, but decide your lowest acceptable price in advance so you are not talked down on the spot.',
      ],
    },
    {
      title: 'Part-exchange or private sale: which is best?',
      summary:
        'Selling privately usually earns more, but a part-exchange is quicker and easier. We weigh up the options.',
      paragraphs: [
        'A private sale typically raises the most money because you are selling at a retail price, but you have to handle adverts, viewings and payment yourself.',
        'A part-exchange is convenient: the dealer takes your old car when you collect the new one. The price is lower, but it can be a useful bargaining chip.',
        'Online car-buying services sit in between, offering a quick sale at a price that is usually below a private sale but sometimes above a dealer part-exchange.',
      ],
    },
    {
      title: 'What paperwork do you need to sell a car?',
      summary: 'Have these documents ready and tell the DVLA promptly when you sell.',
      paragraphs: [
        'You need the V5C registration certificate, the service history, MOT certificates and any receipts for recent work, plus all the keys.',
        'When the car is sold, tell the DVLA online straight away. You will receive a refund of any remaining car tax, and you will no longer be liable for fines.',
        'Write a simple receipt for you and the buyer to sign that records the price, date, mileage and the fact that the car is sold as seen.',
      ],
    },
    {
      title: 'When is the best time to sell a car?',
      summary: 'Seasons, number-plate changes and your car’s age all affect how much you can get.',
      paragraphs: [
        'Demand for used cars rises around the March and September registration changes, when many buyers part-exchange, and convertibles sell best in spring.',
        'Selling before your car reaches a big mileage milestone, or before a major service or a new set of tyres is due, can help the price.',
        'Above all, sell while the car is in good order: a fresh MOT with no advisories is a strong selling point.',
      ],
    },
    {
      title: 'How car valuations work',
      summary: 'Why a dealer, a buyer and an online service all put a different value on the same car.',
      paragraphs: [
        'Valuations start with the price of similar cars recently sold, adjusted for age, mileage, condition, colour and options.',
        'A dealer offers a trade price, which leaves room for preparation costs, a warranty and profit. A private buyer pays closer to the retail price.',
        `Our free car valuation tool gives an estimated price range from the car’s price new, age and mileage using a standard depreciation curve, not from recent sales, so check it against adverts and dealer offers before you decide.`,
      ],
    },
    {
      title: 'How to prepare your car for sale',
      summary: 'A weekend of work can make your car easier to sell and worth more.',
      paragraphs: [
        'Give it a thorough valet, including the engine bay and boot, and remove personal items and stickers.',
        'Replace blown bulbs and worn wiper blades, top up the fluids and consider a smart repair for scuffed alloys or small dents.',
        'Put the paperwork in a folder in the order a buyer would want to see it: V5C, service history, MOTs and receipts.',
      ],
    },
  ],
  finance: [
    {
      title: 'PCP finance explained',
      summary:
        'Personal contract purchase is the most popular way to buy a new car. Here is how the monthly payment is worked out.',
      paragraphs: [
        'With PCP you pay a deposit, then monthly payments, and at the end you can pay an optional final payment to keep the car, hand it back, or part-exchange it.',
        'The optional final payment, also called the guaranteed minimum future value, is what the finance company expects the car to be worth at the end. You pay interest on the whole amount borrowed but only repay the difference during the agreement, which keeps monthly payments low.',
        'The monthly payment works like a loan with a balloon: take the price less your deposit, set aside the present value of the final payment, and spread the rest with interest over the term.',
        'For example, a £30,000 car with a £4,500 deposit, a £12,000 final payment, a 48-month term and an APR of 8.9% costs £418.67 a month.',
        'Check the mileage limit carefully: going over it means excess charges if you hand the car back.',
      ],
    },
    {
      title: 'PCP, HP or a personal loan: which is best?',
      summary: 'Each way of financing a car suits a different kind of buyer. We explain the pros and cons.',
      paragraphs: [
        'Hire purchase spreads the whole price over the term, so monthly payments are higher than PCP, but you own the car outright at the end with no balloon payment.',
        'PCP keeps payments low and gives you flexibility at the end of the deal, making it popular with drivers who change cars every three or four years.',
        'A personal loan makes you the owner from day one, so you can sell or modify the car freely, and interest rates can be competitive for those with good credit.',
      ],
    },
    {
      title: 'Car leasing explained',
      summary:
        'Personal contract hire gives you a new car for a fixed monthly fee. Here is what the numbers in a lease deal mean.',
      paragraphs: [
        'Leasing is long-term rental: you pay an initial rental and then monthly payments, and you hand the car back at the end.',
        'A deal advertised as "3+35, 10k miles, £235/month" means an initial rental of three monthly payments (£705), then 35 further payments, with a limit of 10,000 miles a year.',
        'Personal contract hire prices include VAT. Business contract hire prices are quoted without VAT because VAT-registered businesses can reclaim some or all of it.',
        'You must keep the car in good condition and within the mileage limit; damage beyond fair wear and tear and excess miles are charged at the end.',
      ],
    },
    {
      title: 'What is GAP insurance?',
      summary:
        'If your car is written off or stolen, GAP insurance covers the difference between the insurer’s payout and what you paid or owe.',
      paragraphs: [
        'A standard insurer pays the market value of your car at the time of a claim, which can be much less than you paid or still owe on finance.',
        'Guaranteed asset protection (GAP) insurance covers that shortfall, so you are not left paying for a car you no longer have.',
        `Buying GAP insurance from an independent provider is usually far cheaper than buying it from the dealer; ${PRODUCT_NAME} readers get 12% off with our partner.`,
      ],
    },
    {
      title: 'How your credit score affects car finance',
      summary: 'A better credit score means cheaper finance. Here is how to check and improve yours before you apply.',
      paragraphs: [
        'Lenders use your credit history to decide whether to offer finance and at what rate. The APR in adverts is representative: not everyone gets it.',
        'Check your credit report for errors, make sure you are on the electoral roll and avoid several hard credit searches in a short time.',
        'Eligibility checkers use a soft search that does not affect your score, so you can see your chances before you apply.',
      ],
    },
    {
      title: 'What is a balloon payment?',
      summary: 'The big final payment in a PCP deal explained, and what happens if your car is worth less.',
      paragraphs: [
        'A balloon payment is a large sum due at the end of a finance agreement. On PCP it is optional: you pay it only if you want to keep the car.',
        'It is set at the start as the car’s guaranteed minimum future value. If the car is worth less than that at the end, you can simply hand it back.',
        'If the car is worth more, the difference is equity you can put towards your next car.',
      ],
    },
  ],
  ownership: [
    {
      title: 'How to cut your car insurance costs',
      summary: 'Simple steps that can take a big chunk off your premium.',
      paragraphs: [
        'Shop around at every renewal: loyal customers often pay more than new ones. Compare quotes about three weeks before your renewal date.',
        'Choose a car in a low insurance group; groups run from 1 to 50, and our reviews list the range for every model.',
        'A higher voluntary excess, a telematics policy or adding an experienced named driver can all reduce the cost.',
      ],
    },
    {
      title: 'Car tax (VED) explained',
      summary: 'How much vehicle excise duty you pay depends on your car’s CO2 emissions, list price and age.',
      paragraphs: [
        'For cars registered since April 2017, the first year of tax depends on CO2 emissions. In 2026/27 it ranges from £10 for zero-emission cars to £5,690 for cars emitting more than 255g/km.',
        'From the second year most cars pay the standard rate of £200 (2026/27). Cars with a list price over £40,000 pay an expensive car supplement in years two to six.',
        'Electric cars now pay car tax too, and zero-emission cars registered from April 2025 use a higher £50,000 threshold for the expensive car supplement from April 2026.',
        'Diesel cars that do not meet the RDE2 standard pay the first-year rate of the next band up.',
      ],
    },
    {
      title: 'When is your car’s MOT due?',
      summary: 'Most cars need their first MOT at three years old, then every year. Here is what is checked.',
      paragraphs: [
        'A car needs its first MOT three years after registration, and then every year. You can get it done up to a month (less a day) before the due date and keep the same renewal date.',
        'The test covers lights, brakes, tyres, steering, suspension, seatbelts, emissions and more. It does not check the engine, clutch or gearbox.',
        'You can check any car’s MOT history online, including advisories, which is useful when buying a used car.',
      ],
    },
    {
      title: 'Should you buy an extended car warranty?',
      summary: 'An extended warranty can protect you from big repair bills once the manufacturer’s cover ends.',
      paragraphs: [
        'Manufacturer warranties range from three years to as long as seven or even ten years with servicing. Check what remains on your car.',
        'An extended warranty can make sense for complex, expensive cars, but read the small print for claim limits and exclusions.',
        `${PRODUCT_NAME} readers get 5% off a warranty with our partner.`,
      ],
    },
    {
      title: 'How to check your tyres',
      summary: 'Worn or under-inflated tyres are dangerous, illegal and cost you fuel.',
      paragraphs: [
        'The legal minimum tread depth for cars is 1.6mm across the central three-quarters of the tyre, but braking distances grow well before that.',
        'Check pressures once a month when the tyres are cold, using the figures in the handbook or on the door pillar, and increase them when carrying heavy loads.',
        'Look for cuts, bulges and uneven wear, which can point to suspension or alignment problems.',
      ],
    },
    {
      title: 'Why real-world mpg differs from the official figure',
      summary: 'Official WLTP figures are a fair comparison, but few drivers match them. Here is why.',
      paragraphs: [
        'The WLTP test is carried out in a laboratory to a fixed cycle, so every car is measured the same way. It is far more realistic than the old NEDC test it replaced.',
        'Published studies put the real-world shortfall at between about 8% and 17% of the official mpg: What Car?’s True MPG tests found cars 8.2% less efficient than their WLTP figures on average, and EU data from cars’ own fuel-consumption meters shows petrol cars using about 20% more fuel than the official figure and diesels about 18% more. Short journeys, cold weather and motorway speeds all cut economy further.',
        'Our real-mpg calculator estimates a car’s real-world mpg from its official figure and the average gap for its fuel type and body style (or, for a figure you type in, the official figure less 4%), and tells you which estimate it has used. These are estimates, not test results.',
      ],
    },
  ],
  electric: [
    {
      title: 'How much does it cost to charge an electric car?',
      summary: 'Charging at home is far cheaper than public rapid charging. We compare the costs.',
      paragraphs: [
        'The cost per mile is the price per kWh divided by the car’s efficiency in miles per kWh. A car that covers 3.5 miles per kWh on a 7p off-peak tariff costs about 2p a mile.',
        'On the standard price cap of 24.67p per kWh (April-June 2026), the same car costs about 7p a mile, still less than most petrol cars.',
        'Public rapid chargers cost around 77-80p per kWh, so a car charged mostly on the motorway network can cost as much to run as a petrol model.',
      ],
    },
    {
      title: 'Electric car range explained',
      summary: 'Why you rarely see the official range, and how to get closer to it.',
      paragraphs: [
        'Official ranges are measured on the WLTP cycle. In mild weather and mixed driving most cars get within 10-20% of the figure.',
        'Cold weather, heating and sustained motorway speeds reduce range the most; pre-heating the car while it is plugged in helps.',
        'Think about your longest regular journey: a car with a range comfortably above it means you rarely need a public charger.',
      ],
    },
    {
      title: 'Home chargers explained',
      summary: 'A wallbox makes owning an electric car easy and cheap. Here is what to know before you buy one.',
      paragraphs: [
        'A typical home charger delivers 7kW, adding about 25 miles of range an hour and fully charging most cars overnight.',
        'You need off-street parking. An installer will check your home’s supply, and a smart charger can schedule charging for cheap off-peak hours.',
        'Pair it with an EV tariff offering off-peak electricity at around 7p per kWh to keep running costs to a minimum.',
      ],
    },
    {
      title: 'Public charging explained',
      summary: 'Rapid, fast and slow chargers, contactless payment and how to plan a long trip.',
      paragraphs: [
        'Rapid chargers of 50kW or more can add 100 miles in around 20-30 minutes, depending on the car’s maximum charging speed.',
        'Most new public chargers accept contactless payment, so you do not need a stack of apps, although some networks offer cheaper rates to members.',
        'Plan longer trips around reliable hubs with several chargers, and aim to arrive with 10-20% charge left.',
      ],
    },
    {
      title: 'Electric car tax explained',
      summary: 'Electric cars now pay VED, and pay-per-mile charging is planned. What it means for you.',
      paragraphs: [
        'Since April 2025 electric cars pay car tax: £10 in the first year, then the standard rate, which is £200 in 2026/27.',
        'Zero-emission cars registered from April 2025 pay the expensive car supplement only if they cost more than £50,000, from April 2026.',
        'From April 2028 a charge of 3p a mile is planned for electric cars and 1.5p a mile for plug-in hybrids.',
      ],
    },
    {
      title: 'Should you buy a used electric car?',
      summary: 'Used electric cars can be great value. Here is how to check the battery and charging kit.',
      paragraphs: [
        'Batteries have proved durable, and most come with a separate warranty of around eight years or 100,000 miles.',
        'Ask for a battery health report and check the car comes with its charging cables.',
        'Check the maximum rapid charging speed and whether the car has a heat pump, which helps winter range.',
      ],
    },
  ],
  'company-cars': [
    {
      title: 'Company car tax explained',
      summary: 'How benefit-in-kind tax is worked out, and why electric cars are so cheap to run as company cars.',
      paragraphs: [
        'Company car tax is the P11D value of the car multiplied by its benefit-in-kind (BiK) percentage and your marginal rate of income tax.',
        'The BiK percentage depends on CO2 emissions, and for plug-in hybrids on electric range. CO2 is rounded down to a whole g/km and range rounded up.',
        'Electric cars are taxed at 4% in 2026/27, rising to 5% in 2027/28, 7% in 2028/29 and 9% in 2029/30, still far below petrol and diesel cars.',
        'Our company car tax calculator shows the tax year and the figures it uses, so you can compare cars side by side.',
      ],
    },
    {
      title: 'Plug-in hybrid company cars: the electric range bands',
      summary: 'A plug-in hybrid’s electric range decides its BiK rate until 2028. Here are the bands.',
      paragraphs: [
        'For cars emitting 1-50g/km, the BiK rate depends on electric range. In 2026/27 a range of 130 miles or more means 4%, although few plug-in hybrids get close, so most fall between 7% and 16%.',
        'A range of 70-129 miles means 7%, 40-69 miles 10%, 30-39 miles 14% and under 30 miles 16% in 2026/27.',
        'From 2028/29 every car emitting 1-50g/km moves to 18%, so the range bands disappear.',
      ],
    },
    {
      title: 'Diesel company cars and the RDE2 supplement',
      summary: 'Why some diesel company cars pay an extra 4% benefit-in-kind.',
      paragraphs: [
        'Diesel-only company cars that do not meet the RDE2 emissions standard pay a 4-point BiK supplement, capped at the 37% maximum.',
        'Most diesel cars registered since 2021 meet RDE2, but check the exact version: our derivative pages show whether it complies.',
        'Mild-hybrid diesels are still treated as diesels for the supplement.',
      ],
    },
    {
      title: 'Benefit-in-kind rates to 2030',
      summary: 'The company car tax bands confirmed for the next five tax years, and how they will affect your choice.',
      paragraphs: [
        'Rates for electric cars rise from 3% in 2025/26 to 4% in 2026/27, 5% in 2027/28, 7% in 2028/29 and 9% in 2029/30.',
        'Petrol and diesel cars between 85g/km and 154g/km add one percentage point for every 5g/km, and cars of 155g/km or more pay 37%, rising to 39% by 2029/30.',
        'Plug-in hybrids registered under the latest Euro 6e-bis standard are treated as 1g/km until 2031, which protects their rates during the transition.',
      ],
    },
    {
      title: 'Van benefit tax explained',
      summary:
        'If you take a company van home, you may pay tax on a flat-rate benefit. Zero-emission vans pay nothing.',
      paragraphs: [
        'The van benefit charge is a flat £4,170 in 2026/27 (£4,020 in 2025/26), taxed at your marginal rate. Fuel provided for private use adds £798 (2026/27).',
        'Zero-emission vans have a nil charge, making electric vans very attractive to drivers who take their van home.',
        'If private use is restricted, broadly to commuting only, there is no charge at all.',
      ],
      tags: ['van-news-and-advice'],
    },
    {
      title: 'How to choose a company car',
      summary: 'Balance tax, range and practicality to find the right company car.',
      paragraphs: [
        'Start with the P11D value and BiK rate: together they decide your tax bill more than anything else.',
        'An electric car costs a fraction of the tax of a petrol equivalent, and home charging keeps running costs low if your employer does not pay for fuel.',
        'Check the car suits your mileage and charging access, and factor in any employer contributions or salary sacrifice schemes.',
      ],
    },
  ],
};

/** Industry news stories built on the rules and figures of docs/design/uk-rules.md. */
export const industryNews: readonly Topic[] = [
  {
    title: 'Car tax rates for 2026/27 confirmed',
    summary: 'First-year VED rises for most new cars from April. Here is what you will pay.',
    paragraphs: [
      'The first-year rates of vehicle excise duty have risen for 2026/27. A car emitting 111-130g/km now pays £455 in its first year, up from £440.',
      'The standard rate from the second year rises to £200, and electric cars continue to pay £10 in their first year.',
      'Diesel cars that do not meet the RDE2 standard still pay the first-year rate of the band above.',
    ],
  },
  {
    title: 'Pay-per-mile charge for electric cars planned from 2028',
    summary: 'Electric car drivers will pay 3p a mile and plug-in hybrid drivers 1.5p a mile under the plans.',
    paragraphs: [
      'The Government plans to introduce a per-mile charge for electric cars from April 2028, set at 3p a mile. Plug-in hybrids will pay 1.5p a mile.',
      'For a driver covering 10,000 miles a year in an electric car, that adds £300 a year on top of VED.',
      'Even so, an electric car charged at home remains cheaper to run than most petrol and diesel models.',
    ],
    tags: ['best-electric-cars'],
  },
  {
    title: 'Company car tax rates rise for plug-in hybrids from 2028',
    summary: 'The electric range bands disappear, moving most plug-in hybrids to 18% benefit-in-kind.',
    paragraphs: [
      'From April 2028 every car emitting 1-50g/km will pay 18% benefit-in-kind, regardless of electric range.',
      'Electric cars continue to enjoy much lower rates: 7% in 2028/29 and 9% in 2029/30.',
      'Plug-in hybrids registered under Euro 6e-bis are treated as 1g/km until April 2031 during the transition.',
    ],
  },
  {
    title: 'Energy price cap: what it means for electric car drivers',
    summary: 'The price cap sets home electricity at 24.67p per kWh from April to June 2026.',
    paragraphs: [
      'The household price cap of 24.67p per kWh (April-June 2026) means a typical electric car costs about 7p a mile to charge at home on a standard tariff.',
      'Drivers on EV tariffs pay much less overnight, often around 7p per kWh, cutting the cost to about 2p a mile.',
      'Public rapid charging remains far dearer at around 77-80p per kWh.',
    ],
    tags: ['best-electric-cars'],
  },
  {
    title: 'Expensive car supplement threshold rises for electric cars',
    summary: 'Zero-emission cars registered from April 2025 will pay the supplement only above £50,000.',
    paragraphs: [
      'From 1 April 2026 the expensive car supplement threshold for zero-emission cars registered from April 2025 rises to £50,000.',
      'The supplement applies in years two to six of a car’s life; petrol, diesel and hybrid cars still use the £40,000 threshold.',
      'The change means many more family electric cars avoid the supplement altogether.',
    ],
    tags: ['best-electric-cars'],
  },
  {
    title: 'Fuel prices: what drivers are paying',
    summary: 'Petrol costs about 135-140p a litre and diesel 143-147p, according to the latest figures.',
    paragraphs: [
      'Petrol averages about 135-140p per litre and diesel 143-147p, with the cheapest prices usually found at supermarket forecourts.',
      'At 138p a litre, a car returning 50mpg costs about 12.5p a mile in fuel.',
      'Our fuel comparison tool lets you set your own prices and compare petrol, diesel, hybrid and electric running costs.',
    ],
  },
  {
    title: 'Van benefit charge rises for 2026/27',
    summary: 'Drivers who take a company van home will pay tax on a flat £4,170 benefit.',
    paragraphs: [
      'The van benefit charge rises from £4,020 to £4,170 in 2026/27, and the van fuel benefit from £769 to £798.',
      'Zero-emission vans continue to have a nil charge.',
      'Businesses choosing new vans are increasingly weighing the tax saving of an electric model against its higher price.',
    ],
    tags: ['van-news-and-advice'],
  },
  {
    title: 'Employer National Insurance on company cars rises',
    summary: 'Employers pay Class 1A National Insurance at 15% on company car benefits from April 2025.',
    paragraphs: [
      'Employers pay Class 1A National Insurance on the benefit-in-kind value of company cars, now at 15%.',
      'For an electric car the cost remains small because the taxable benefit is low.',
      'Fleet managers say the change strengthens the case for electric cars on company car lists.',
    ],
  },
];

/** Reader-clinic questions; `{car}` is replaced by a car's full name. */
export const readerClinics: readonly Topic[] = [
  {
    title: 'Can I reject my faulty {car}?',
    summary: 'A reader’s nearly new car has developed a fault. What are their rights?',
    paragraphs: [
      'Q: I bought a {car} from a dealer five weeks ago and the infotainment screen keeps freezing. The dealer says it will look at it next month. Can I reject the car?',
      'A: Under the Consumer Rights Act 2015 you had 30 days to reject a faulty car for a full refund. After that, the dealer gets one chance to repair or replace it; if that fails, you can reject it for a refund, less a deduction for use.',
      'Within six months of purchase it is up to the dealer to prove the fault was not there when you bought the car, so put your complaint in writing now.',
    ],
  },
  {
    title: 'Should I swap my diesel for a {car}?',
    summary: 'A reader with a high-mileage diesel wonders whether to go electric.',
    paragraphs: [
      'Q: I cover 12,000 miles a year, mostly commuting, in a seven-year-old diesel. Would a {car} save me money?',
      'A: If you can charge at home on an off-peak tariff, the running costs will be a fraction of your diesel’s. Fuel at around 145p a litre costs far more per mile than electricity at 7p per kWh.',
      'Factor in the higher purchase price and the planned 3p-a-mile charge from 2028, but for a commuter with a driveway the sums usually work out.',
    ],
  },
  {
    title: 'Why is my {car} using more fuel than the official figure?',
    summary: 'A reader is disappointed with their real-world economy.',
    paragraphs: [
      'Q: My {car} averages well below its official mpg. Is something wrong with it?',
      'A: Probably not. Published real-world studies find cars typically return between about 8% and 17% less than their WLTP figure, and short trips, cold weather and motorway speeds widen the gap.',
      'Check the tyre pressures, remove roof bars when you are not using them and use our real-mpg calculator to see what to expect.',
    ],
  },
  {
    title: 'Is a {car} a good company car choice?',
    summary: 'A reader is choosing from their employer’s list.',
    paragraphs: [
      'Q: My employer has added the {car} to our company car list. Is it a sensible choice for tax?',
      'A: Your tax is the P11D value times the benefit-in-kind rate times your income tax rate. Electric versions are taxed at just 4% in 2026/27; petrol versions pay far more.',
      'Use our company car tax calculator with your own salary to compare the versions on offer.',
    ],
  },
  {
    title: 'The dealer won’t honour the price quoted for my {car}',
    summary: 'A reader was quoted one price by email and another in the showroom.',
    paragraphs: [
      'Q: I was emailed a quote for a {car}, but when I arrived the dealer said the price was a mistake. Do they have to honour it?',
      'A: An emailed quote is usually an invitation to negotiate rather than a binding contract, until an order is signed or a deposit taken.',
      'Politely show them the email and our target price; many dealers will meet it rather than lose the sale.',
    ],
  },
];

/** Partner promotions (spec 1: 5% off a warranty, 12% off GAP insurance, car finance). */
export const promotions: readonly Topic[] = [
  {
    title: `Save 12% on GAP insurance with ${PRODUCT_NAME}`,
    summary: 'Protect yourself against a shortfall if your car is written off or stolen.',
    paragraphs: [
      `${PRODUCT_NAME} readers get 12% off GAP insurance with our partner, usually far cheaper than buying it from the dealer.`,
      'GAP insurance covers the difference between your insurer’s payout and what you paid for the car or still owe on finance.',
      'Cover is available for new and used cars up to ten years old.',
    ],
  },
  {
    title: 'Get 5% off a car warranty',
    summary: 'Protect yourself from unexpected repair bills when the manufacturer’s warranty ends.',
    paragraphs: [
      `Our warranty partner offers ${PRODUCT_NAME} readers 5% off cover for cars up to 15 years old.`,
      'Policies cover mechanical and electrical failure, with a choice of claim limits and excess.',
      'You can start cover before your manufacturer warranty ends, so there is no gap.',
    ],
  },
  {
    title: 'Car finance: check your eligibility in minutes',
    summary: 'See what you could borrow without affecting your credit score.',
    paragraphs: [
      'Our finance partner uses a soft search, so checking your eligibility leaves no mark on your credit file.',
      'Compare PCP and hire purchase quotes on new and used cars from dealers across the UK.',
      'Representative examples are shown for every quote, so you can compare the total cost.',
    ],
  },
  {
    title: 'Sell your car the easy way',
    summary: 'Get a guaranteed price and free collection from a network of trusted buyers.',
    paragraphs: [
      `Enter your registration and mileage to get offers from dealers, with no obligation to sell.`,
      'Accept an offer and the buyer will collect the car and pay you directly.',
      'It takes minutes, and you avoid adverts, viewings and time-wasters.',
    ],
  },
  {
    title: `What’s your car worth? Free valuation from ${PRODUCT_NAME}`,
    summary: 'Get a free estimate of what your car is worth from its make, model, age and mileage.',
    paragraphs: [
      'Our free valuation tool gives an estimated price range for your car from its make, model, age and mileage.',
      'The range comes from the price of the model when new and a standard depreciation curve for its age, adjusted for mileage; it is not based on recent sales of similar cars.',
      'Use it before you part-exchange, so you know a fair offer when you see one.',
    ],
  },
];

/** The about-us page (news id n17592). */
export const aboutUs: Topic = {
  title: 'About us',
  summary: `${PRODUCT_NAME} helps UK drivers choose, buy and run the right car, with independent reviews, target prices and free tools.`,
  paragraphs: [
    `${PRODUCT_NAME} is an independent guide to buying a car in the UK. Our team of road testers, consumer experts and data journalists reviews every new car on sale, from city cars to vans.`,
    'Every car we review is driven on the same UK roads, and our real-world mpg estimates, based on published studies of the gap between official and real-world economy, show what you can expect rather than the official figure alone.',
    'Our target prices tell you what you should pay for each version of a new car, and our deals pages bring together offers from dealers and leasing companies across the country.',
    `Each year the ${PRODUCT_NAME} New Car, Used Car, Electric Car and Van Awards name the best cars you can buy in every class, chosen by our experts after back-to-back testing.`,
    'We earn money from advertising and from dealers and partners when you use our deals and services, but our reviews and ratings are never for sale: no manufacturer sees a review before it is published.',
  ],
};

/** The contact-the-team page (news id n17593). */
export const contactTheTeam: Topic = {
  title: 'Contact the team',
  summary: `How to get in touch with the ${PRODUCT_NAME} editorial team, customer services and our partners.`,
  paragraphs: [
    `For questions about our reviews, or to suggest a story, email the editorial team at editorial@kerbside.example. We read every message, although we cannot reply to them all.`,
    'If you have a question about a deal, a quote or a dealer you found through us, email help@kerbside.example and our customer services team will reply within two working days.',
    'Reader clinic questions are welcome: tell us about your car problem at clinic@kerbside.example and we may answer it on the site.',
    'For advertising and partnership enquiries, email partners@kerbside.example, or call 01632 960 000 on weekdays from 9am to 5pm.',
  ],
};
