/**
 * The embed's stylesheet writes the Field family's form tokens by hand as --ks-field-* custom
 * properties (the build prepends only the general tokens). These must stay the values of
 * tokens/forms.ts, so an embedded input looks like the site's fields; this test is the check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldControl, fieldSizes } from '#tokens';

const css = readFileSync(
  path.resolve(import.meta.dirname, '../../../../src/widgets/embed/kerbside-widgets.css'),
  'utf8',
);

/** Every `--ks-field-*: value;` declaration in the stylesheet, by name. */
function fieldDeclarations(source: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const match of source.matchAll(/(--ks-field-[a-z-]+)\s*:\s*([^;]+);/g)) {
    declarations[match[1]!] = match[2]!.trim();
  }
  return declarations;
}

/** What the tokens say each custom property must be (the widgets use the md size). */
const expected = {
  '--ks-field-height': `${fieldSizes.md.height}px`,
  '--ks-field-padding-inline': `${fieldSizes.md.paddingInline}px`,
  '--ks-field-font-size': `${fieldSizes.md.fontSize}px`,
  '--ks-field-border-width': `${fieldControl.borderWidth}px`,
  '--ks-field-radius': `var(--ks-radius-${fieldControl.radius})`,
  '--ks-field-choice-size': `${fieldControl.choiceSize}px`,
};

describe('the embed stylesheet’s field custom properties', () => {
  it('declares exactly the form tokens, with their values', () => {
    expect(fieldDeclarations(css)).toEqual(expected);
  });

  it('fails on a value that drifted from the tokens', () => {
    const drifted = css.replace(/--ks-field-border-width:\s*[^;]+;/, '--ks-field-border-width: 1px;');
    expect(fieldDeclarations(drifted)).not.toEqual(expected);
  });

  it('draws the inputs and selects from them, not from literal sizes', () => {
    const rule = /\.kw-input,\s*\.kw-select\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('min-height: var(--ks-field-height)');
    expect(rule).toContain('border: var(--ks-field-border-width) solid var(--ks-color-input-border)');
    expect(rule).toContain('border-radius: var(--ks-field-radius)');
    expect(rule).toContain('padding: 0 var(--ks-field-padding-inline)');
  });
});
