/**
 * Every icon the site draws, as an SVG string, so React sections and the lit-html nav and
 * footer render the same markup. UI icons come from lucide-static, brand marks from
 * simple-icons; nothing is fetched at run time. Icons are decorative (`aria-hidden`): the
 * link or button around an icon carries the accessible name.
 */
import {
  ArrowUp, Award, Briefcase, Calendar, CircleDot, Cloud, Code, Database, ExternalLink, FileText,
  Flag, Globe, GraduationCap, Layers, Mail, MapPin, Menu, Moon, Phone, Sun, Trophy, Wrench, X,
} from 'lucide-static';
import { siCodechef, siDevpost, siGithub, siInstagram, siLeetcode, siX } from 'simple-icons';

const compact = (svg: string) =>
  svg.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ class="[^"]*"/, '').trim()
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');

const brand = (path: string, viewBox = '0 0 24 24') =>
  `<svg aria-hidden="true" focusable="false" viewBox="${viewBox}" width="24" height="24" fill="currentColor"><path d="${path}"/></svg>`;

/** LinkedIn left simple-icons at the brand's request; this mark is devicon's linkedin-plain. */
const linkedinPath =
  'M116 3H12a8.91 8.91 0 00-9 8.8v104.42a8.91 8.91 0 009 8.78h104a8.93 8.93 0 009-8.81V11.77A8.93 8.93 0 00116 3zM39.17 107H21.06V48.73h18.11zm-9-66.21a10.5 10.5 0 1110.49-10.5 10.5 10.5 0 01-10.54 10.48zM107 107H88.89V78.65c0-6.75-.12-15.44-9.41-15.44s-10.87 7.36-10.87 15V107H50.53V48.73h17.36v8h.24c2.42-4.58 8.32-9.41 17.13-9.41C103.6 47.28 107 59.35 107 75z';

export const icons = {
  arrowUp: compact(ArrowUp),
  award: compact(Award),
  briefcase: compact(Briefcase),
  calendar: compact(Calendar),
  circle: compact(CircleDot),
  close: compact(X),
  cloud: compact(Cloud),
  code: compact(Code),
  database: compact(Database),
  external: compact(ExternalLink),
  file: compact(FileText),
  flag: compact(Flag),
  globe: compact(Globe),
  graduation: compact(GraduationCap),
  layers: compact(Layers),
  mail: compact(Mail),
  mapPin: compact(MapPin),
  menu: compact(Menu),
  moon: compact(Moon),
  phone: compact(Phone),
  sun: compact(Sun),
  trophy: compact(Trophy),
  wrench: compact(Wrench),
  codechef: brand(siCodechef.path),
  devpost: brand(siDevpost.path),
  github: brand(siGithub.path),
  instagram: brand(siInstagram.path),
  leetcode: brand(siLeetcode.path),
  linkedin: brand(linkedinPath, '0 0 128 128'),
  x: brand(siX.path),
} as const;

export type IconName = keyof typeof icons;
