import type { Request } from 'playwright-core';

export function isGenerateRequest(request: Request): boolean {
  return new URL(request.url()).pathname.endsWith('/generate-cover-letter');
}
