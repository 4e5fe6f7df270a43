import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules of eslint.config.js that keep the dashboard thin: each case lints a one-line file placed in a layer
// and says whether its import must be refused.
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

async function restrictedPathMessages(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { value } from '${importPath}';\nexport const copy = value;\n`, {
    filePath: `${repositoryRoot}${filePath}`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/no-restricted-paths')
    .map((message) => message.message);
}

describe('the web app’s layers, as lint rules', () => {
  it('refuse a feature importing another feature', async () => {
    await expect(
      restrictedPathMessages('web/src/features/generation/example.ts', '../prompts/hooks/use-saved-prompts.ts'),
    ).resolves.toEqual([expect.stringContaining('Features do not import each other')]);
    await expect(
      restrictedPathMessages('web/src/features/plan/components/example.tsx', '../../profile/api/get-current-user.ts'),
    ).resolves.toHaveLength(1);
  });

  it('let a feature import its own files, shared components and lib', async () => {
    for (const importPath of [
      '../api/list-prompts.ts',
      '../../../components/confirm-dialog.tsx',
      '../../../lib/api-result.ts',
    ]) {
      await expect(restrictedPathMessages('web/src/features/prompts/hooks/example.ts', importPath)).resolves.toEqual(
        [],
      );
    }
  });

  it('let only the app compose features, and keep lib and components free of features and the app', async () => {
    await expect(
      restrictedPathMessages('web/src/app/routes/example.tsx', '../../features/prompts/hooks/use-saved-prompts.ts'),
    ).resolves.toEqual([]);
    await expect(
      restrictedPathMessages('web/src/lib/example.ts', '../features/prompts/hooks/use-saved-prompts.ts'),
    ).resolves.toHaveLength(1);
    await expect(
      restrictedPathMessages('web/src/components/example.tsx', '../features/plan/find-plan-problem.ts'),
    ).resolves.toHaveLength(1);
    await expect(
      restrictedPathMessages('web/src/features/plan/example.ts', '../../app/router.tsx'),
    ).resolves.toHaveLength(1);
    await expect(
      restrictedPathMessages('web/src/lib/example.ts', '../components/confirm-dialog.tsx'),
    ).resolves.toHaveLength(1);
  });
});
