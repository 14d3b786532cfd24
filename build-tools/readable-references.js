// An ESLint rule, `tujue/readable-references`: comments and strings name no issue ("issue 18",
// "issue #18"), no section of a document outside the repository ("spec §9") and no such
// document (DESIGN.md, STYLE.md).
// A reader cannot open those; they get the reason itself, a decision record in docs/decisions/
// or docs/requirements.md. A standard's section (RFC 9111 §4.3.4) can be opened, so it stays.

const issue = /\bissues? #?\d+/i
// A section sign, unless an RFC's number comes right before it.
const section = /(?<!\bRFC \d+ )§\s?\d/
// The product's design notes and style guide live outside the repository.
const outside = /\b(?:DESIGN|STYLE)\.md\b|\bproduct-spec\b/

/** What is wrong with a text, or undefined. */
export function unreadableReference(text) {
  const found = text.match(issue) ?? text.match(section) ?? text.match(outside)
  return found?.[0]
}

/** @type {import('eslint').Rule.RuleModule} */
export const readableReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No reference a reader cannot follow: no issue numbers, no sections of outside documents' },
    schema: [],
    messages: {
      unreadable:
        'tujue/readable-references: "{{found}}" cannot be followed from the repository. Write the reason itself, ' +
        'or link a decision record (docs/decisions/) or docs/requirements.md.',
    },
  },
  create(context) {
    const check = (node, text, loc = node.loc) => {
      const found = unreadableReference(text)
      if (found) context.report({ loc, messageId: 'unreadable', data: { found } })
    }
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment, comment.value)
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw)
      },
      JSXText(node) {
        check(node, node.value)
      },
    }
  },
}

export default { rules: { 'readable-references': readableReferences } }
