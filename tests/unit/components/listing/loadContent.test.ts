import { describe, expect, it } from 'vitest';
import { NotFoundError, ServerError, ServiceUnavailableError, ValidationError } from '#src/adapters/content/errors';
import { loadContent } from '#src/components/listing/loadContent';

describe('loadContent', () => {
  it('passes the value through', async () => {
    await expect(loadContent(async () => 42)).resolves.toEqual({ status: 'ok', value: 42 });
  });

  it('turns an unavailable content service into the unavailable state', async () => {
    await expect(
      loadContent(async () => {
        throw new ServiceUnavailableError();
      }),
    ).resolves.toEqual({ status: 'unavailable' });
  });

  it('turns an unknown or malformed id into not-found', async () => {
    await expect(
      loadContent(async () => {
        throw new NotFoundError('No review r1');
      }),
    ).resolves.toEqual({ status: 'not-found' });
    await expect(
      loadContent(async () => {
        throw new ValidationError('id', 'at most 200 characters');
      }),
    ).resolves.toEqual({ status: 'not-found' });
  });

  it('throws anything unexpected on to the error boundary', async () => {
    await expect(
      loadContent(async () => {
        throw new ServerError();
      }),
    ).rejects.toBeInstanceOf(ServerError);
    await expect(
      loadContent(async () => {
        throw new TypeError('bug');
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
