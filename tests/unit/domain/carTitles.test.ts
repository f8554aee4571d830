import { describe, expect, it } from 'vitest';
import {
  bodyStyleInText,
  categoryInText,
  derivativePath,
  derivativeTitle,
  modelRecordTitle,
  modelTitle,
  versionName,
} from '#src/domain/carTitles';
import { dealShortlistItem, derivativeShortlistItem, modelShortlistItem } from '#src/tools/shortlist/shortlistItems';
import { cashDeal, golf, golfModel, personalLease } from '../components/deals/dealFixtures';

describe('deal names', () => {
  it('writes body styles in a sentence, keeping acronyms', () => {
    expect(bodyStyleInText('hatchback')).toBe('hatchback');
    expect(bodyStyleInText('panel-van')).toBe('panel van');
    expect(bodyStyleInText('suv')).toBe('SUV');
    expect(bodyStyleInText('mpv')).toBe('MPV');
  });

  it('names models with their body style, without repeating the make', () => {
    expect(modelTitle({ make: 'Ford', range: 'Puma', bodyStyle: 'suv' })).toBe('Ford Puma SUV');
    expect(modelTitle({ make: 'MG', range: 'MG4', bodyStyle: 'hatchback' })).toBe('MG4 hatchback');
    expect(modelRecordTitle(golfModel)).toBe('Volkswagen Golf hatchback');
  });

  it('names versions by trim and engine', () => {
    expect(versionName(golf)).toBe('Life 1.5 TSI 150');
    expect(versionName({ ...golf, transmission: 'automatic' })).toBe('Life 1.5 TSI 150 auto');
    expect(derivativeTitle(golf)).toBe('Volkswagen Golf Life 1.5 TSI 150');
  });

  it('builds the derivative page path', () => {
    expect(derivativePath(golf)).toBe('/volkswagen/golf/hatchback/life/91234');
  });
});

describe('shortlist entries', () => {
  it('saves a version by cap id at the Kerbside price', () => {
    expect(derivativeShortlistItem(golf, '/img/x.svg')).toEqual({
      id: '91234',
      title: 'Volkswagen Golf Life 1.5 TSI 150',
      url: '/volkswagen/golf/hatchback/life/91234',
      price: 27995,
      image: '/img/x.svg',
    });
    expect(derivativeShortlistItem(golf)).not.toHaveProperty('image');
  });

  it('saves a deal as the same car (cap id), priced by the deal, linking to the model deals', () => {
    expect(dealShortlistItem(cashDeal)).toEqual({
      id: '91234',
      title: 'Volkswagen Golf 1.5 TSI 150 Life 5dr',
      url: '/make/volkswagen/golf/hatchback/deals',
      price: 27995,
      image: cashDeal.image,
    });
    expect(dealShortlistItem(personalLease)).not.toHaveProperty('price');
  });

  it('saves a model by its id', () => {
    expect(modelShortlistItem(golfModel)).toEqual({
      id: 'volkswagen-golf-hatchback',
      title: 'Volkswagen Golf hatchback',
      url: '/volkswagen/golf/hatchback',
      price: 27995,
      image: golfModel.image,
    });
  });
});

describe('categoryInText', () => {
  it('writes categories in a sentence, keeping acronyms', () => {
    expect(categoryInText('family-car')).toBe('family car');
    expect(categoryInText('suv')).toBe('SUV');
    expect(categoryInText('pick-up')).toBe('pick-up');
  });
});
