import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // tsup's bundled config exists only while a build runs, which the checks run beside.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/tsup.config.bundled_*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}', 'apps/player/**/*.{ts,tsx}', 'packages/render/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Toasts and dialogs come from useFeedback() (apps/console/src/feedback/): in the theme and
    // language, and with their code loaded at the first one shown.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/feedback/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['App', 'message', 'notification'],
              message: 'Use useFeedback() from src/feedback for toasts and dialogs.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning)$/]",
          message: "Use useFeedback()'s modal: antd's static Modal functions miss the theme and language.",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
