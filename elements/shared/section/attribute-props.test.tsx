/**
 * An attribute becomes a prop by r2wc's rule in the browser, and by `propsFromAttributes` in the
 * prerender (a copy: @r2wc/core does not export its transforms). Prerendered and hydrated markup
 * agree only while the two agree, so this holds the copy to r2wc, value by value, for every
 * attribute type a section may declare, edge cases included (empty, not a number, "false").
 */
import { expect } from '@open-wc/testing';
import { until } from '../../../test/support/dom.ts';
import { defineSection } from './define.ts';
import type { AttrType } from './contract.ts';
import { propsFromAttributes, section, useHost } from './section.tsx';

interface Props {
  readonly text?: string;
  readonly count?: number;
  readonly flag?: boolean;
  readonly data?: unknown;
  readonly names?: readonly string[];
}

/** What each probe's component was given, by element. */
const received = new Map<Element, Record<string, unknown>>();

function Probe(props: Props) {
  const host = useHost();
  if (host) received.set(host, { ...props });
  return null;
}

const spec = section<Props>({
  tag: 'portfolio-attribute-probe',
  component: Probe,
  styles: '',
  attributes: { text: 'string', count: 'number', flag: 'boolean', data: 'json', names: 'string[]' },
});
defineSection(spec, {});

const VALUES: Record<AttrType, readonly string[]> = {
  string: ['plain', ' spaced out ', 'ünïcødé ✓', ''],
  number: ['42', '-3.5', '1.5e2', '12px', 'twelve', '0', ''],
  boolean: ['true', 'false', 'yes', 'no', '1', '0', 'T', ''],
  json: ['{"a":[1,2]}', '[]', 'null', '"text"', ''],
  'string[]': ['["a","b c"]', '[]', ''],
};

/** The props given, without those left undefined (the prerender's rule omits what is not set). */
const set = (props: Record<string, unknown>) => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));

describe('an attribute, as a prop', () => {
  for (const [name, type] of Object.entries(spec.attributes) as [keyof Props & string, AttrType][]) {
    it(`is the same in the browser (r2wc) and in the prerender for a ${type} attribute`, async () => {
      for (const value of VALUES[type]) {
        const attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        const el = document.createElement(spec.tag);
        el.setAttribute(attribute, value);
        document.body.append(el);
        try {
          await until(() => received.has(el), `${attribute}="${value}" did not render`);
          expect(set(received.get(el)!), `${attribute}="${value}"`).to.deep.equal(propsFromAttributes(spec, { [attribute]: value }));
        } finally {
          el.remove();
        }
      }
    });
  }
});
