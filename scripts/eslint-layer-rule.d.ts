import type { Rule } from 'eslint';

export declare const layerRules: { rules: { 'no-restricted-paths': Rule.RuleModule } };
