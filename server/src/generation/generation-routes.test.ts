import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GenerateErrorSchema,
  GenerateSuccessSchema,
  GenerationDeltaEventSchema,
  GenerationDoneEventSchema,
} from '@cover-letter/shared/generation-schema';
import { ReadFactsResponseSchema } from '@cover-letter/shared/fact-sheet-schema';
import { UsageSchema } from '@cover-letter/shared/usage-schema';
import { readJson } from '../../test/read-json.ts';

import { collectServerSentEvents, readServerSentEvents, requestLetter } from '../../test/language-model-test-client.ts';
import { fullJobDescription, fullResume } from '../../test/letter-texts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

const resume = fullResume;
const jobDescription = fullJobDescription;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function generate(accessToken: string | undefined, body: unknown) {
  return fetch(`${server.url}/generate-cover-letter`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function setPlan(userId: string, plan: 'free' | 'premium') {
  await server.databaseHandle.database
    .updateTable('auth.users')
    .set({ raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'], plan }) })
    .where('id', '=', userId)
    .execute();
}

describe('POST /generate-cover-letter', () => {
  it('needs a Bearer token', async () => {
    const response = await generate(undefined, { resume, jobDescription });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers empty input with the specification message', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await generate(accessToken, { resume: '   ', jobDescription });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter both resume and job description.' });
  });

  it('answers malformed JSON and over-long input with a clear error', async () => {
    const { accessToken } = await server.signUpUser();
    const malformed = await generate(accessToken, '{"resume": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('error');
    const tooLong = await generate(accessToken, { resume: 'x'.repeat(50_001), jobDescription });
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong, GenerateErrorSchema)).error).toMatch(/50,000/);
  });

  it('writes a tailored letter that names the role, the company and the candidate', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await generate(accessToken, { resume, jobDescription });
    expect(response.status).toBe(200);
    const body = await readJson(response, GenerateSuccessSchema);
    expect(body.generator).toBe('builtin');
    expect(body.checks?.criteria['faithful-numbers']?.passed).toBe(true);
    expect(body.checks?.criteria['no-filler']?.passed).toBe(true);
    expect(body.coverLetter).toMatch(/^Dear /);
    expect(body.coverLetter).toContain('Backend Engineer');
    expect(body.coverLetter).toContain('Northwind Cloud');
    expect(body.coverLetter.trim().split('\n').slice(-3).join('\n')).toContain('Jordan Rivera');
    expect(body.coverLetter).not.toMatch(/\[|undefined|null/);
  });

  it('writes the short version and checks it against the short length when asked', async () => {
    const { accessToken } = await server.signUpUser();
    const standard = await readJson(await generate(accessToken, { resume, jobDescription }), GenerateSuccessSchema);
    const short = await readJson(
      await generate(accessToken, { resume, jobDescription, length: 'short', tone: 'warm' }),
      GenerateSuccessSchema,
    );
    expect(short.checks?.wordCount).toBeGreaterThanOrEqual(150);
    expect(short.checks?.wordCount).toBeLessThanOrEqual(200);
    expect(short.checks?.criteria.length?.passed).toBe(true);
    expect(standard.checks?.wordCount).toBeGreaterThanOrEqual(250);
    expect(short.coverLetter).not.toBe(standard.coverLetter);
  });

  it('refuses an unknown length or tone with a clear error', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await generate(accessToken, { resume, jobDescription, length: 'epic' });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('streams the built-in letter paragraph by paragraph, then sends it whole with its checks', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await requestLetter(server.url, accessToken, { resume, jobDescription }, { stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await collectServerSentEvents(response);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const finished = GenerationDoneEventSchema.parse(JSON.parse(done?.data ?? '{}'));
    expect(finished.generator).toBe('builtin');
    expect(finished.checks).toHaveProperty('criteria');
    const streamed = deltas.map((event) => GenerationDeltaEventSchema.parse(JSON.parse(event.data)).text).join('');
    expect(streamed).toBe(finished.coverLetter);
  });

  it('charges a streamed letter whose client hangs up right after reading it', async () => {
    const { accessToken } = await server.signUpUser();
    for (let letter = 1; letter <= 3; letter += 1) {
      const controller = new AbortController();
      const response = await requestLetter(
        server.url,
        accessToken,
        { resume, jobDescription },
        { stream: true, signal: controller.signal },
      );
      let sawDone = false;
      for await (const event of readServerSentEvents(response)) {
        if (event.event === 'done') {
          sawDone = true;
          break;
        }
      }
      expect(sawDone).toBe(true);
      // Hang up on the response the moment the letter has arrived.
      controller.abort();
    }
    const fourth = await generate(accessToken, { resume, jobDescription });
    expect(fourth.status).toBe(403);
  });

  it('counts a streamed letter against the free plan like any other', async () => {
    const { accessToken } = await server.signUpUser();
    for (let letter = 1; letter <= 3; letter += 1) {
      const events = await collectServerSentEvents(
        await requestLetter(server.url, accessToken, { resume, jobDescription }, { stream: true }),
      );
      expect(events.at(-1)?.event).toBe('done');
    }
    const fourth = await requestLetter(server.url, accessToken, { resume, jobDescription }, { stream: true });
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toEqual({ error: 'Free users can only generate 3 cover letters. Upgrade to premium.' });
  });

  it('gives a free user exactly 3 letters, then the specification refusal', async () => {
    const { accessToken } = await server.signUpUser();
    for (let letter = 1; letter <= 3; letter += 1) {
      expect((await generate(accessToken, { resume, jobDescription })).status).toBe(200);
    }
    const fourth = await generate(accessToken, { resume, jobDescription });
    expect(fourth.ok).toBe(false);
    expect(await fourth.json()).toEqual({ error: 'Free users can only generate 3 cover letters. Upgrade to premium.' });
  });

  it('gives a free user only 3 letters when 10 requests arrive at once', async () => {
    const { accessToken } = await server.signUpUser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => generate(accessToken, { resume, jobDescription })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
  });

  it('does not limit a premium user', async () => {
    const { accessToken, userId } = await server.signUpUser();
    await setPlan(userId, 'premium');
    for (let letter = 1; letter <= 5; letter += 1) {
      expect((await generate(accessToken, { resume, jobDescription })).status).toBe(200);
    }
  });

  it('does not charge a refused request against the free plan', async () => {
    const { accessToken } = await server.signUpUser();
    await generate(accessToken, { resume: '', jobDescription });
    await generate(accessToken, '{broken');
    for (let letter = 1; letter <= 3; letter += 1) {
      expect((await generate(accessToken, { resume, jobDescription })).status).toBe(200);
    }
  });
});

describe('GET /usage', () => {
  function readUsage(accessToken: string | undefined) {
    return fetch(`${server.url}/usage`, {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    });
  }

  it('needs a Bearer token and answers without one in the generation endpoints\u2019 error shape', async () => {
    for (const authorization of [undefined, 'not-a-token']) {
      const response = await readUsage(authorization);
      expect(response.status).toBe(401);
      expect(GenerateErrorSchema.parse(await response.json()).error).toBe(
        'Please log in to see the letters you have used.',
      );
    }
  });

  it('counts the letters the server delivered, whatever happens to the saved rows', async () => {
    const { accessToken, client, userId } = await server.signUpUser();
    expect(UsageSchema.parse(await (await readUsage(accessToken)).json())).toEqual({
      plan: 'free',
      lettersUsed: 0,
      letterLimit: 3,
    });

    await generate(accessToken, { resume: '', jobDescription });
    for (let letter = 1; letter <= 2; letter += 1) {
      expect((await generate(accessToken, { resume, jobDescription })).status).toBe(200);
    }
    // Rows written or deleted through the data service are not letters the server generated.
    const rows = Array.from({ length: 4 }, (_, index) => ({
      user_id: userId,
      resume,
      job_description: jobDescription,
      cover_letter: `Letter ${index}`,
    }));
    expect((await client.from('prompts').insert(rows)).error).toBeNull();
    expect((await client.from('prompts').delete().eq('user_id', userId)).error).toBeNull();

    const response = await readUsage(accessToken);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(UsageSchema.parse(await response.json())).toEqual({ plan: 'free', lettersUsed: 2, letterLimit: 3 });
  });

  it('gives a premium user no limit', async () => {
    const { accessToken, userId } = await server.signUpUser();
    await setPlan(userId, 'premium');
    expect(UsageSchema.parse(await (await readUsage(accessToken)).json())).toEqual({
      plan: 'premium',
      lettersUsed: 0,
      letterLimit: null,
    });
  });
});

describe('letters from confirmed facts', () => {
  it('writes from the facts the user confirmed, and returns the facts it used', async () => {
    const { accessToken, userId } = await server.signUpUser();
    await setPlan(userId, 'premium');
    const read = await readJson(
      await fetch(`${server.url}/read-facts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ resume, jobDescription }),
      }),
      ReadFactsResponseSchema,
    );
    expect(read.resume?.name).toBe('Jordan Rivera');
    expect(read.job?.company).toBe('Northwind Cloud');
    if (!read.resume || !read.job) throw new Error('the facts were not read');
    // The user corrects the name and the company's spelling before generating.
    const facts = {
      resume: { ...read.resume, name: 'Jordan A. Rivera' },
      job: { ...read.job, company: 'Northwind Cloud Ltd' },
    };
    const body = await readJson(await generate(accessToken, { resume, jobDescription, facts }), GenerateSuccessSchema);
    expect(body.coverLetter.trim().split('\n').slice(-1)[0]).toBe('Jordan A. Rivera');
    expect(body.coverLetter).toContain('Northwind Cloud');
    expect(body.facts?.resume.name).toBe('Jordan A. Rivera');
    expect(body.language).toEqual({ letter: 'en', ad: 'en' });
  });

  it('writes another version for another variation, and the same letter for the same one', async () => {
    const { accessToken, userId } = await server.signUpUser();
    await setPlan(userId, 'premium');
    const letterFor = async (variation: number) =>
      (await readJson(await generate(accessToken, { resume, jobDescription, variation }), GenerateSuccessSchema))
        .coverLetter;
    const first = await letterFor(0);
    const second = await letterFor(1);
    expect(second).not.toBe(first);
    expect(await letterFor(1)).toBe(second);
  });

  it('writes in English, and says why, when the ad is in a language without a phrasebook', async () => {
    const { accessToken } = await server.signUpUser();
    const polishAd =
      'Northwind Cloud poszukuje doświadczonego programisty backend do zespołu platformy w Warszawie. Oferujemy stabilne zatrudnienie, pracę zdalną i prywatną opiekę medyczną dla całej rodziny.';
    const body = await readJson(
      await generate(accessToken, { resume, jobDescription: polishAd }),
      GenerateSuccessSchema,
    );
    expect(body.language?.letter).toBe('en');
    expect(body.language?.ad).toBe('pl');
    expect(body.language?.notice).toMatch(/The ad is in Polish\..*so this letter is in English/);
    expect(body.coverLetter).toMatch(/^Dear /);
  });

  it('writes in the language the user chose', async () => {
    const { accessToken } = await server.signUpUser();
    const body = await readJson(
      await generate(accessToken, { resume, jobDescription, language: 'de' }),
      GenerateSuccessSchema,
    );
    expect(body.coverLetter).toMatch(/^Sehr geehrte Damen und Herren,|^Guten Tag /);
    expect(body.coverLetter).toContain('Mit freundlichen Grüßen');
    expect(body.language).toMatchObject({ letter: 'de', ad: 'en' });
    expect(body.language?.notice).toMatch(/as you chose/);
  });

  it('refuses facts that do not fit the fact sheet, and reading without a login', async () => {
    const { accessToken } = await server.signUpUser();
    const malformed = await generate(accessToken, { resume, jobDescription, facts: { resume: { name: 42 } } });
    expect(malformed.status).toBe(400);
    const anonymous = await fetch(`${server.url}/read-facts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resume }),
    });
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous, GenerateErrorSchema)).toEqual({
      error: 'Please log in to read your resume and the job ad.',
    });
  });
});
