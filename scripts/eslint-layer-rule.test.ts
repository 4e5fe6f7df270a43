import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layerRules } from './eslint-layer-rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const basePath = '/project';
const zones = [
  {
    target: './web/src/features/letters',
    from: './web/src/features',
    except: ['./letters'],
    message: 'Features do not import each other.',
  },
  { target: ['./web/src/lib'], from: './web/src/components', message: 'lib is plumbing.' },
];
const options = [{ basePath, zones }];

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'layers/no-restricted-paths',
  layerRules.rules['no-restricted-paths'],
  {
    valid: [
      {
        filename: '/project/web/src/features/letters/hooks/use-letters.ts',
        code: "import { x } from '../api/letters.ts';",
        options,
      },
      {
        filename: '/project/web/src/features/letters/letters.tsx',
        code: "import { y } from '../../lib/api-result.ts';",
        options,
      },
      { filename: '/project/web/src/lib/format.ts', code: "import { z } from 'react';", options },
      {
        filename: '/project/web/src/app/routes/dashboard.tsx',
        code: "import { Letters } from '../../features/letters/letters.tsx';",
        options,
      },
    ],
    invalid: [
      {
        filename: '/project/web/src/features/letters/letters.tsx',
        code: "import { Facts } from '../facts/facts-panel.tsx';",
        options,
        errors: [{ message: 'Features do not import each other.' }],
      },
      {
        filename: '/project/web/src/features/letters/hooks/use-letters.ts',
        code: "export { thing } from '../../generation/thing.ts';",
        options,
        errors: [{ message: 'Features do not import each other.' }],
      },
      {
        filename: '/project/web/src/lib/format.ts',
        code: "const button = import('../components/button.tsx');",
        options,
        errors: [{ message: 'lib is plumbing.' }],
      },
    ],
  },
);
