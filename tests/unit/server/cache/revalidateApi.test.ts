// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '#src/server/search/documentApi';
import {
  handleRevalidateRequest,
  maxRevalidatePaths,
  parseRevalidationTarget,
  type RevalidationTarget,
} from '#src/server/cache/revalidateApi';

const sitekey = 'kerbside';
const secret = 'test-secret';
const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;

async function call(body: string, authorization?: string, method = 'POST') {
  const seen: RevalidationTarget[] = [];
  const answer = await handleRevalidateRequest(
    {
      method,
      headers: new Headers(authorization ? { authorization } : {}),
      readBody: async () => ({ ok: true, text: body }),
    },
    { sitekey, secret, limiter: new FailureLimiter(), revalidate: (target) => seen.push(target) },
  );
  return { status: answer.status, body: JSON.parse(answer.body || '{}'), headers: answer.headers, seen };
}

describe('POST /api/revalidate', () => {
  it('revalidates the named paths, once each and without trailing slashes', async () => {
    const result = await call('{"paths":["/reviews/","/abarth","/reviews"]}', basic(sitekey, secret));
    expect(result.status).toBe(200);
    expect(result.seen).toEqual([{ paths: ['/reviews', '/abarth'] }]);
  });

  it('revalidates everything on {"all": true}', async () => {
    expect((await call('{"all":true}', basic(sitekey, secret))).seen).toEqual([{ all: true }]);
  });

  it('answers 401 with WWW-Authenticate without the right credentials, and revalidates nothing', async () => {
    for (const authorization of [undefined, basic(sitekey, 'wrong')]) {
      const result = await call('{"all":true}', authorization);
      expect(result.status).toBe(401);
      expect(result.headers['www-authenticate']).toMatch(/^Basic/);
      expect(result.seen).toEqual([]);
    }
  });

  it('answers 400 naming what is wrong', async () => {
    const auth = basic(sitekey, secret);
    expect((await call('not json', auth)).body.error.message).toMatch(/JSON/);
    expect((await call('{"paths":[]}', auth)).body.error.message).toMatch(/'paths'/);
    expect((await call('{"paths":["https://evil.example/x"]}', auth)).body.error.message).toMatch(/'paths\[0\]'/);
    expect((await call('{"paths":["//evil.example"]}', auth)).status).toBe(400);
  });

  it('takes POST only', async () => {
    expect((await call('{"all":true}', basic(sitekey, secret), 'GET')).status).toBe(405);
  });

  it('reads paths strictly', () => {
    expect(parseRevalidationTarget('{"paths":["/"]}')).toEqual({ paths: ['/'] });
    expect(() => parseRevalidationTarget('{"paths":["/a?b=1"]}')).toThrow(/paths\[0\]/);
    expect(() => parseRevalidationTarget('[]')).toThrow(/object/);
  });

  it('names the field at fault, by the body schema', () => {
    const failure = (text: string) => {
      try {
        parseRevalidationTarget(text);
      } catch (error) {
        return error as { message: string; parameter?: string };
      }
      throw new Error(`${text} was read`);
    };
    expect(failure('null').message).toBe('The body must be a JSON object with "paths" or "all".');
    expect(failure('"all"').parameter).toBeUndefined();
    for (const body of ['{}', '{"all":false}', '{"paths":"/a"}', '{"paths":[]}']) {
      expect(failure(body)).toMatchObject({
        parameter: 'paths',
        message: `Invalid parameter 'paths': expected a list of 1 to ${maxRevalidatePaths} site paths, or "all": true.`,
      });
    }
    const tooMany = JSON.stringify({ paths: Array.from({ length: maxRevalidatePaths + 1 }, (_, i) => `/p${i}`) });
    expect(failure(tooMany).parameter).toBe('paths');
    expect(failure('{"paths":["/ok","/a b"]}')).toMatchObject({
      parameter: 'paths[1]',
      message: "Invalid parameter 'paths[1]': expected a site path starting with one /, without query or fragment.",
    });
    expect(failure('{"paths":["/ok",3]}').parameter).toBe('paths[1]');
    expect(failure('{"paths":["relative"]}').parameter).toBe('paths[0]');
  });

  it('lets "all": true win over paths, and ignores other fields', () => {
    expect(parseRevalidationTarget('{"all":true,"paths":[]}')).toEqual({ all: true });
    expect(parseRevalidationTarget('{"paths":["/a///"],"note":"x"}')).toEqual({ paths: ['/a'] });
    expect(parseRevalidationTarget(`{"paths":["/${'a'.repeat(2000)}"]}`)).toEqual({ paths: [`/${'a'.repeat(2000)}`] });
    expect(() => parseRevalidationTarget(`{"paths":["/${'a'.repeat(2001)}"]}`)).toThrow(/paths\[0\]/);
  });
});
