import { expect } from '@open-wc/testing';
import { projects } from '../data/projects.ts';
import { linkedinEmbedUrl, youtubeEmbedUrl, youtubeId } from './frames.ts';

const ID = 'Xk3pQ9vB2mA';
const ACTIVITY = '7212345678901234567';
const POST = `https://www.linkedin.com/posts/someone_a-project-activity-${ACTIVITY}-AbCd`;

describe('youtubeId', () => {
  it('reads an 11-character id from every project video of data/', () => {
    for (const p of projects.filter((p) => p.youtubeUrl)) {
      const id = youtubeId(p.youtubeUrl!);
      expect(id, p.title).to.match(/^[\w-]{11}$/);
      expect(p.youtubeUrl, p.title).to.contain(`v=${id}`);
    }
  });

  it('takes the id from the v query value on the three YouTube hosts, whatever else the query holds', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?v=${ID}&t=42s`,
      `https://www.youtube.com/watch?list=PL123&v=${ID}#comments`,
      `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
      `https://www.youtube.com:443/watch?v=${ID}`,
    ]) {
      expect(youtubeId(url), url).to.equal(ID);
    }
  });

  it('rejects look-alike hosts, @ tricks, other schemes and http', () => {
    for (const url of [
      `https://youtube.com.evil.com/watch?v=${ID}`,
      `https://www.youtube.com.evil.com/watch?v=${ID}`,
      `https://evilyoutube.com/watch?v=${ID}`,
      `https://www.youtube.co/watch?v=${ID}`,
      `https://www.youtube.com./watch?v=${ID}`,
      `https://www.yоutube.com/watch?v=${ID}`, // Cyrillic о
      `https://www.youtube.com%2eevil.com/watch?v=${ID}`,
      `https://youtube.com@evil.com/watch?v=${ID}`,
      `https://www.youtube.com:pass@evil.com/watch?v=${ID}`,
      `https://evil.com@www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com\\@evil.com/watch?v=${ID}`,
      `https://www.youtube.com:8443/watch?v=${ID}`,
      `http://www.youtube.com/watch?v=${ID}`,
      `javascript:alert(1)//www.youtube.com/watch?v=${ID}`,
      `javascript://www.youtube.com/watch?v=${ID}%0Aalert(1)`,
      `data:text/html,https://www.youtube.com/watch?v=${ID}`,
      `//www.youtube.com/watch?v=${ID}`,
      `https://www.youtube-nocookie.com/watch?v=${ID}`,
      `https://youtu.be/${ID}`,
    ]) {
      expect(youtubeId(url), url).to.equal(null);
    }
  });

  it('rejects ids of the wrong length or alphabet, injected quotes and markup, and a missing or doubled v', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=Xk3pQ9vB2m',
      'https://www.youtube.com/watch?v=Xk3pQ9vB2mAb',
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?V=Xk3pQ9vB2mA',
      'https://www.youtube.com/watch?v=Xk3pQ9vB2m!',
      'https://www.youtube.com/watch?v=Xk3pQ9vB2m%22',
      'https://www.youtube.com/watch?v=Xk3pQ9vB2mA"onload="alert(1)',
      "https://www.youtube.com/watch?v=Xk3pQ9vB2mA'><script>alert(1)</script>",
      'https://www.youtube.com/watch?v=Xk3pQ9vB2mA%20',
      'https://www.youtube.com/watch?v=Xk3pQ9vB2mA&v=r7TnW4yLs0E',
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      '',
      'not a url',
    ]) {
      expect(youtubeId(url), url).to.equal(null);
    }
  });
});

describe('youtubeEmbedUrl', () => {
  it('gives the privacy-enhanced player address built from the id alone', () => {
    expect(youtubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}&autoplay=1&t=5`)).to.equal(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
    expect(youtubeEmbedUrl(`https://youtube.com@evil.com/watch?v=${ID}`)).to.equal(null);
  });
});

describe('linkedinEmbedUrl', () => {
  it('gives an embed address for every project post of data/, with the id the post URL carries', () => {
    for (const p of projects.filter((p) => p.linkedinPost)) {
      const embed = linkedinEmbedUrl(p.linkedinPost!);
      const id = embed?.match(/^https:\/\/www\.linkedin\.com\/embed\/feed\/update\/urn:li:\w+:(\d+)$/)?.[1];
      expect(id, p.title).to.be.a('string');
      expect(p.linkedinPost, p.title).to.contain(id);
    }
  });

  it('accepts the post and feed-update forms on both LinkedIn hosts, ignoring a query', () => {
    const embed = (urn: string) => `https://www.linkedin.com/embed/feed/update/urn:li:${urn}`;
    for (const [url, expected] of [
      [POST, embed(`activity:${ACTIVITY}`)],
      [`${POST}/?utm_source=share&utm_medium=member_desktop`, embed(`activity:${ACTIVITY}`)],
      [`https://linkedin.com/posts/someone_a-b-c-activity-${ACTIVITY}-x_Y-`, embed(`activity:${ACTIVITY}`)],
      [`https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}/`, embed(`activity:${ACTIVITY}`)],
      [`https://www.linkedin.com/feed/update/urn:li:share:${ACTIVITY}`, embed(`share:${ACTIVITY}`)],
      [`https://www.linkedin.com/feed/update/urn:li:ugcPost:${ACTIVITY}`, embed(`ugcPost:${ACTIVITY}`)],
    ] as const) {
      expect(linkedinEmbedUrl(url), url).to.equal(expected);
    }
  });

  it('rejects look-alike hosts, @ tricks, other schemes, http, wrong ids and injected quotes', () => {
    for (const url of [
      POST.replace('www.linkedin.com', 'www.linkedin.com.evil.com'),
      POST.replace('www.linkedin.com', 'evillinkedin.com'),
      POST.replace('www.linkedin.com', 'lnkd.in'),
      POST.replace('www.linkedin.com', 'de.linkedin.com.evil.com'),
      POST.replace('https://www.linkedin.com', 'https://www.linkedin.com@evil.com'),
      POST.replace('https://www.linkedin.com', 'https://evil.com@www.linkedin.com'),
      POST.replace('https://www.linkedin.com', 'https://www.linkedin.com:444'),
      POST.replace('https:', 'http:'),
      `javascript:alert(1)//www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}`,
      POST.replace(ACTIVITY, ACTIVITY.slice(1)),
      POST.replace(ACTIVITY, `${ACTIVITY}0`),
      POST.replace(`-activity-${ACTIVITY}-AbCd`, `-activity-${ACTIVITY}`),
      `${POST}"onload="alert(1)`,
      `https://www.linkedin.com/posts/x'><script>alert(1)</script>-activity-${ACTIVITY}-AbCd`,
      `https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}"><script>`,
      `https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}/../../../evil`,
      `https://www.linkedin.com/feed/update/urn:li:comment:${ACTIVITY}`,
      `https://www.linkedin.com/feed/update/urn:li:activity:abc`,
      `https://www.linkedin.com/in/someone`,
      `https://www.linkedin.com/embed/feed/update/urn:li:activity:${ACTIVITY}`,
      '',
      'not a url',
    ]) {
      expect(linkedinEmbedUrl(url), url).to.equal(null);
    }
  });
});
