import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseBase } from '../../scripts/build/config.ts';
import { contentSecurityPolicy, scriptHash } from '../../scripts/build/csp.ts';
import { mailSettings, snippetMailAttributes } from '../../scripts/build/mail.ts';

describe('BASE_PATH', () => {
  it('is normalised to a path with leading and trailing slashes', () => {
    assert.equal(normaliseBase(undefined), '/');
    assert.equal(normaliseBase(''), '/');
    assert.equal(normaliseBase('/'), '/');
    assert.equal(normaliseBase('portfolio'), '/portfolio/');
    assert.equal(normaliseBase('/portfolio'), '/portfolio/');
    assert.equal(normaliseBase('/a/b/'), '/a/b/');
  });

  it('rejects values that are not a URL path', () => {
    for (const value of ['https://example.com/x', '/a b/', '/"><script>/']) {
      assert.throws(() => normaliseBase(value), /BASE_PATH: ".*" is not a URL path such as \/portfolio\//, value);
    }
  });
});

describe('mail settings', () => {
  it('point at the local stand-in, with a warning, when nothing is configured and the build asks for it', () => {
    const mail = mailSettings({}, { standIn: true });
    assert.equal(mail.origin, '/');
    assert.ok(mail.publicKey && mail.serviceId && mail.templateId);
    assert.equal(mail.mailApp, false);
    assert.match(mail.warnings[0]!, /not configured/);
  });

  it("hand the message to the visitor's mail app, with a warning, when nothing is configured for a site to publish", () => {
    for (const mail of [mailSettings({}), mailSettings({}, { standIn: false }), mailSettings({ EMAILJS_PUBLIC_KEY: ' ' })]) {
      assert.equal(mail.mailApp, true);
      assert.deepEqual([mail.publicKey, mail.serviceId, mail.templateId, mail.origin], ['', '', '', '']);
      assert.equal(mail.warnings.length, 1);
      assert.match(mail.warnings[0]!, /not configured.*mail app.*EMAILJS_PUBLIC_KEY/);
    }
  });

  it('use a configured account without warnings, stand-in or not', () => {
    const account = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'svc', EMAILJS_TEMPLATE_ID: 'tpl' };
    const expected = {
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      origin: '',
      recaptchaSiteKey: '',
      mailApp: false,
      warnings: [],
    };
    assert.deepEqual(mailSettings(account), expected);
    assert.deepEqual(mailSettings(account, { standIn: true }), expected);
  });

  it('take an https provider origin, http only on this machine, and refuse anything else, a path included', () => {
    const account = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'svc', EMAILJS_TEMPLATE_ID: 'tpl' };
    assert.equal(mailSettings({ ...account, EMAILJS_ORIGIN: 'https://mail.example.com/' }).origin, 'https://mail.example.com');
    assert.equal(mailSettings({ ...account, EMAILJS_ORIGIN: 'http://localhost:8000' }).origin, 'http://localhost:8000');
    for (const origin of ['http://mail.example.com', 'ftp://x.example', 'https://user:pw@mail.example.com', 'mail.example.com']) {
      assert.throws(() => mailSettings({ ...account, EMAILJS_ORIGIN: origin }), /EMAILJS_ORIGIN: ".*" is not an https origin \(/, origin);
    }
    assert.throws(() => mailSettings({ ...account, EMAILJS_ORIGIN: 'https://mail.example.com/api' }), /EMAILJS_ORIGIN: ".*" has a path/);
  });

  it('warn, naming what is missing, when only part is configured', () => {
    const mail = mailSettings({ EMAILJS_PUBLIC_KEY: 'pk' });
    assert.equal(mail.serviceId, '');
    assert.match(mail.warnings[0]!, /EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID not set.*mail app/);
  });
});

describe("the contact snippet's mail attributes", () => {
  const root = 'https://owner.example/portfolio/';
  const account = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'svc', EMAILJS_TEMPLATE_ID: 'tpl' };

  it("carry the owner's provider settings, the origin and the reCAPTCHA site key when set", () => {
    assert.deepEqual(snippetMailAttributes(mailSettings(account), root), { 'public-key': 'pk', 'service-id': 'svc', 'template-id': 'tpl' });
    const full = mailSettings({ ...account, EMAILJS_ORIGIN: 'https://mail.example.com', EMAILJS_RECAPTCHA_SITE_KEY: 'site-key' });
    assert.deepEqual(snippetMailAttributes(full, root), {
      'public-key': 'pk',
      'service-id': 'svc',
      'template-id': 'tpl',
      'provider-origin': 'https://mail.example.com',
      'recaptcha-site-key': 'site-key',
    });
  });

  it("make the stand-in's origin absolute: pasted elsewhere, the form still sends to the site's server", () => {
    assert.equal(snippetMailAttributes(mailSettings({}, { standIn: true }), root)['provider-origin'], 'https://owner.example');
  });

  it('say mail-app, and nothing else, for a site without a provider', () => {
    assert.deepEqual(snippetMailAttributes(mailSettings({}), root), { 'mail-app': 'true' });
  });

  it('leave out what is not set when only part is configured (the form then says so on the console)', () => {
    assert.deepEqual(snippetMailAttributes(mailSettings({ EMAILJS_PUBLIC_KEY: 'pk' }), root), { 'public-key': 'pk' });
  });
});

describe('Content-Security-Policy', () => {
  it('allows the inline theme script by hash and no unsafe script source', () => {
    const csp = contentSecurityPolicy(['console.log(1)'], '');
    assert.match(csp, /script-src 'self' 'sha256-[\w+/=]+'/);
    assert.ok(csp.includes(scriptHash('console.log(1)')));
    assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe/);
  });

  it("allows Google's reCAPTCHA script and frames only when the contact form's reCAPTCHA is on", () => {
    const off = contentSecurityPolicy([], '');
    const on = contentSecurityPolicy([], '', [], { recaptcha: true });
    assert.doesNotMatch(off, /google|gstatic/);
    assert.match(on, /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/);
    assert.match(on, /frame-src [^;]* https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//);
    assert.equal(
      mailSettings({ EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_RECAPTCHA_SITE_KEY: ' 6Lc-key ' })
        .recaptchaSiteKey,
      '6Lc-key',
    );
  });

  it('connects to the mail provider that is configured, and only to it', () => {
    assert.match(contentSecurityPolicy([], ''), /connect-src 'self' https:\/\/api\.emailjs\.com;/);
    assert.match(contentSecurityPolicy([], '/'), /connect-src 'self';/);
    assert.match(contentSecurityPolicy([], null), /connect-src 'self';/, "the visitor's mail app sends: nothing to connect to");
    assert.match(contentSecurityPolicy([], 'https://mail.example.com/x'), /connect-src 'self' https:\/\/mail\.example\.com;/);
  });
});
