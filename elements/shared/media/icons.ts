/**
 * Every icon the site draws. UI icons come from lucide-static, brand marks from simple-icons;
 * nothing is fetched from another site. Icons are decorative (`aria-hidden`): the link or
 * button around an icon carries the accessible name.
 *
 * How an icon is drawn where (inline SVG, or a `<use>` of the sprite or of the icon's own file)
 * is decided in `icon-markup.ts`: prerendered pages inline the interface icons, so the first
 * paint waits for no sprite, and draw the brand marks from it. The maps below hold sources only (no work at load), so bundles
 * that need just the names leave them out.
 */
import {
  ArrowRight,
  ArrowUp,
  Award,
  BadgeCheck,
  Briefcase,
  Building2,
  Cake,
  Calendar,
  CircleAlert,
  CircleCheck,
  CircleDot,
  CirclePlay,
  Clock,
  Cloud,
  Code,
  Database,
  ExternalLink,
  FileText,
  Flag,
  GitFork,
  Globe,
  GraduationCap,
  Languages,
  Layers,
  Mail,
  MapPin,
  Menu,
  Moon,
  Phone,
  Scale,
  Send,
  Sparkles,
  Star,
  Sun,
  Trophy,
  User,
  Wrench,
  X,
} from 'lucide-static';
import { siCodechef, siDevpost, siGithub, siInstagram, siLeetcode, siX } from 'simple-icons';

const lucide = {
  arrowRight: ArrowRight,
  arrowUp: ArrowUp,
  award: Award,
  badgeCheck: BadgeCheck,
  briefcase: Briefcase,
  building: Building2,
  cake: Cake,
  calendar: Calendar,
  circle: CircleDot,
  circleAlert: CircleAlert,
  circleCheck: CircleCheck,
  clock: Clock,
  close: X,
  cloud: Cloud,
  code: Code,
  database: Database,
  external: ExternalLink,
  file: FileText,
  flag: Flag,
  fork: GitFork,
  globe: Globe,
  graduation: GraduationCap,
  languages: Languages,
  layers: Layers,
  mail: Mail,
  mapPin: MapPin,
  menu: Menu,
  moon: Moon,
  phone: Phone,
  play: CirclePlay,
  scale: Scale,
  send: Send,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  trophy: Trophy,
  user: User,
  wrench: Wrench,
};

/** LinkedIn left simple-icons at the brand's request; this mark is devicon's linkedin-plain. */
const linkedin = {
  viewBox: '0 0 128 128',
  path: 'M116 3H12a8.91 8.91 0 00-9 8.8v104.42a8.91 8.91 0 009 8.78h104a8.93 8.93 0 009-8.81V11.77A8.93 8.93 0 00116 3zM39.17 107H21.06V48.73h18.11zm-9-66.21a10.5 10.5 0 1110.49-10.5 10.5 10.5 0 01-10.54 10.48zM107 107H88.89V78.65c0-6.75-.12-15.44-9.41-15.44s-10.87 7.36-10.87 15V107H50.53V48.73h17.36v8h.24c2.42-4.58 8.32-9.41 17.13-9.41C103.6 47.28 107 59.35 107 75z',
};

const brands: Record<'codechef' | 'devpost' | 'github' | 'instagram' | 'leetcode' | 'linkedin' | 'x', { path: string; viewBox?: string }> =
  {
    codechef: siCodechef,
    devpost: siDevpost,
    github: siGithub,
    instagram: siInstagram,
    leetcode: siLeetcode,
    linkedin,
    x: siX,
  };

export type IconName = keyof typeof lucide | keyof typeof brands;

/** Whether `name` is a brand mark: a detailed drawing, mostly heavier than any interface icon. */
export const isBrandMark = (name: IconName): boolean => name in brands;

export const iconNames = (): IconName[] => [...Object.keys(lucide), ...Object.keys(brands)] as IconName[];

/** The icon's `<svg>` as its source draws it, without what depends on where it goes (HTML needs no `xmlns`, a file does). */
function iconSvg(name: IconName): string {
  if (isBrandMark(name)) {
    const { path, viewBox = '0 0 24 24' } = brands[name as keyof typeof brands];
    return `<svg viewBox="${viewBox}" width="24" height="24" fill="currentColor"><path d="${path}"/></svg>`;
  }
  return lucide[name as keyof typeof lucide]
    .replace(/\s+/g, ' ')
    .replace(/ ?(\/?>) ?/g, '$1')
    .replace(/ (class|xmlns)="[^"]*"/g, '')
    .trim();
}

const withRoot = (svg: string, attributes: string) => svg.replace('<svg ', `<svg ${attributes} `);

/** The icon as an SVG element in HTML. */
export const inlineIcon = (name: IconName): string => withRoot(iconSvg(name), 'aria-hidden="true" focusable="false"');
