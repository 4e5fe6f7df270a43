import { messages } from '@cover-letter/shared/messages';
import {
  GenerateErrorSchema,
  GenerateSuccessSchema,
  type GenerateRequest,
} from '@cover-letter/shared/generation-schema';

export type GenerateCoverLetterOptions = {
  apiUrl: string;
  accessToken: string | null;
  request: GenerateRequest;
};

export type GenerateCoverLetterResult = { ok: true; coverLetter: string } | { ok: false; error: string };

function buildEndpointUrl(apiUrl: string): string {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return new URL('generate-cover-letter', base).toString();
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return undefined;
  }
}

/** POST {apiUrl}/generate-cover-letter (SPEC.md §7). Throws only when the request itself fails. */
export async function generateCoverLetter({
  apiUrl,
  accessToken,
  request,
}: GenerateCoverLetterOptions): Promise<GenerateCoverLetterResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accessToken) {
    headers['Authorization'] = `Bearer ${accessToken}`;
  }
  const response = await fetch(buildEndpointUrl(apiUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ resume: request.resume, jobDescription: request.jobDescription }),
  });
  const body = await readJson(response);

  if (!response.ok) {
    const parsedError = GenerateErrorSchema.safeParse(body);
    const errorText = parsedError.success ? parsedError.data.error.trim() : '';
    return { ok: false, error: errorText || messages.generationFailed };
  }

  const parsedSuccess = GenerateSuccessSchema.safeParse(body);
  if (!parsedSuccess.success) {
    return { ok: false, error: messages.generationFailed };
  }
  return { ok: true, coverLetter: parsedSuccess.data.coverLetter };
}
