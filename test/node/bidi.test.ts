/**
 * The direction an owner's text reads in on a page, and the stretches of the other direction in
 * it that are set apart (content/bidi.ts), which the site and resume.pdf share. On the test's own
 * words: Latin names beside `< > « » &` in Arabic and Hebrew, Hebrew in English, numbers alone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { directionParts, ownDirection } from '../../content/bidi.ts';

/** The parts as `[text, dir]`, `dir` set on a stretch of the other direction. */
const parts = (text: string, page: 'ltr' | 'rtl') => {
  const { dir, parts: all } = directionParts(text, page);
  return { dir, parts: all.map((p) => (p.dir ? [p.text, p.dir] : [p.text])) };
};

describe('the direction a text reads in on a page', () => {
  it("is the page's when the text has a letter of the page's direction, however it starts", () => {
    assert.equal(ownDirection('B.Sc. במדעי המחשב', 'rtl'), 'rtl');
    assert.equal(ownDirection('Kafka وFlink', 'rtl'), 'rtl');
    assert.equal(ownDirection('Noa (נועה)', 'ltr'), 'ltr');
  });

  it("is the other one when every letter is of the other direction, and the page's without letters", () => {
    assert.equal(ownDirection('Rijeka & Sons <Logistics>', 'rtl'), 'ltr');
    assert.equal(ownDirection('Ζήτω η απλότητα', 'rtl'), 'ltr');
    assert.equal(ownDirection('נועה פרידמן', 'ltr'), 'rtl');
    assert.equal(ownDirection('2014 - 2018', 'rtl'), 'rtl');
    assert.equal(ownDirection('7+', 'ltr'), 'ltr');
    assert.equal(ownDirection('بـ', 'ltr'), 'rtl', 'the tatweel is Arabic');
  });
});

describe('the stretches of the other direction in a text', () => {
  it('are set apart with the signs around them: < >, « », quotes', () => {
    assert.deepEqual(parts('وبراهين & <plain> HTML — من بورتو.', 'rtl'), {
      dir: 'rtl',
      parts: [['وبراهين & '], ['<plain> HTML', 'ltr'], [' — من بورتو.']],
    });
    assert.deepEqual(parts('التدفقات: Kafka وFlink & «exactly once»', 'rtl'), {
      dir: 'rtl',
      parts: [['التدفقات: '], ['Kafka', 'ltr'], [' و'], ['Flink & «exactly once»', 'ltr']],
    });
    assert.deepEqual(parts('Noa "נועה פרידמן" writes Go', 'ltr'), {
      dir: 'ltr',
      parts: [['Noa '], ['"נועה פרידמן"', 'rtl'], [' writes Go']],
    });
  });

  it('leave a text of one direction whole, and digits and signs to the text around them', () => {
    assert.deepEqual(parts('Rijeka & Sons <Logistics>', 'rtl'), { dir: 'ltr', parts: [['Rijeka & Sons <Logistics>']] });
    assert.deepEqual(parts('מרץ 2021 - היום', 'rtl'), { dir: 'rtl', parts: [['מרץ 2021 - היום']] });
    assert.deepEqual(parts('מ-900 ms', 'rtl'), { dir: 'rtl', parts: [['מ-900 '], ['ms', 'ltr']] });
  });
});
