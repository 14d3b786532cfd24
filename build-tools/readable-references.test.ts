import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { readableReferences } from './readable-references.js'

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

tester.run('readable-references', readableReferences, {
  valid: [
    '// Data saver: the video never loads (docs/decisions/0009-data-saver.md).',
    "it('shows the four messages of the form', () => {})",
    '// A 304 never replaces the stored headers (RFC 9111 §4.3.4).',
    'const gsm7 = /^[A-Za-z0-9 §¿]*$/',
    'const issues = ["a"]',
  ],
  invalid: [
    { code: '// The footer (issue 18): an island.', errors: [{ messageId: 'unreadable' }] },
    { code: '/** Saved guides (Issue #17 item 3). */', errors: [{ messageId: 'unreadable' }] },
    { code: '// Spec §9: 12 videos, then 6 more.', errors: [{ messageId: 'unreadable' }] },
    { code: '// in the URL (STYLE.md § 7)', errors: [{ messageId: 'unreadable' }] },
    { code: "describe('with no connection (issue 17)', () => {})", errors: [{ messageId: 'unreadable' }] },
    { code: 'const title = `Bars (issue 18)`', errors: [{ messageId: 'unreadable' }] },
    { code: 'const x = <p>As issues 14 and 15 said</p>', errors: [{ messageId: 'unreadable' }] },
    { code: '// WhatsApp first (DESIGN.md).', errors: [{ messageId: 'unreadable' }] },
  ],
})
