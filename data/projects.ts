import type { FullPortfolioLink, Project } from '../content/types.ts';
import { profile } from './profile.ts';

/**
 * The filter pills above the projects, in order (after the one that shows all). A project is
 * shown by a filter when one of its technologies, or its title, contains the filter's text,
 * ignoring case. Leave this out and the pills are the technologies several projects share.
 *
 *   Full Stack             -> ShopSphere, CampusConnect            (technology "Full Stack")
 *   AI                     -> ResumeLens, CropCare AI              (technology "Generative AI"; title "CropCare AI")
 *   Enterprise application -> StaffDesk                            (technology "Enterprise Application")
 *   Django                 -> CampusConnect, BookNook              (technology "Django")
 *   Portfolio              -> Developer Portfolio                  (title)
 *
 * No other title or technology contains "ai" (avoid words such as Tailwind, Email, LangChain,
 * Airflow or Maintain here, or the AI filter will pick them up).
 */
export const projectFilters: readonly string[] = ['Full Stack', 'AI', 'Enterprise application', 'Django', 'Portfolio'];

/**
 * The "Visit the full portfolio" link under the projects: where it leads (a route of this site,
 * "" for Home, or an https address) and whether the Projects page shows it. Projects embedded in
 * another site always shows it, as the way to yours.
 */
export const fullPortfolioLink: FullPortfolioLink = { to: '', onProjectsPage: true };

/**
 * Each project's links: a link a project does not have (`null`, or left out) is not shown; one
 * named in `planned` is shown greyed as "Coming Soon" until you write its URL. A project with
 * neither a video nor a post, but one of them planned, shows "Project showcase coming soon".
 */
export const projects: readonly Project[] = [
  {
    title: 'ShopSphere',
    description:
      'A full stack e-commerce store for small sellers with a product catalogue, cart and secure checkout. ' +
      'Sellers manage stock and orders from an admin dashboard while shoppers get fast search and order tracking.',
    technologies: ['Full Stack', 'React', 'Node.js', 'Express', 'MongoDB', 'Stripe API'],
    features: [
      'Product search with category and price filters',
      'Cart and checkout with test-mode card payments',
      'Token-based sign-in with a role-based admin dashboard',
      'Order history and tracking for every customer',
    ],
    githubUrl: 'https://github.com/example-aarav/shopsphere',
    liveUrl: 'https://shopsphere.example.com',
    youtubeUrl: 'https://www.youtube.com/watch?v=Xk3pQ9vB2mA',
    linkedinPost: 'https://www.linkedin.com/posts/example-aarav_shopsphere-mern-ecommerce-activity-7212345678901234567-AbCd',
    image: 'images/project-shopsphere.svg',
  },
  {
    title: 'CampusConnect',
    description:
      'A full stack event portal where college clubs publish events and students register with one click. ' +
      'Organisers see live head counts and can export attendee lists for check-in.',
    technologies: ['Full Stack', 'Django', 'PostgreSQL', 'Bootstrap', 'JavaScript'],
    features: [
      'Club pages with upcoming and past events',
      'One-click registration with QR code tickets',
      'Organiser dashboard with live attendee counts',
      'CSV export of registrations for check-in desks',
    ],
    githubUrl: 'https://github.com/example-aarav/campus-connect',
    liveUrl: null,
    youtubeUrl: null,
    linkedinPost: 'https://www.linkedin.com/posts/example-aarav_django-campusconnect-events-activity-7198765432109876543-QwEr',
    planned: ['liveUrl', 'youtubeUrl'],
    image: 'images/project-campus-connect.svg',
  },
  {
    title: 'ResumeLens',
    description:
      'A resume review assistant that compares a resume with a job description and suggests concrete improvements. ' +
      'It scores keyword coverage, flags vague bullet points and rewrites them with measurable outcomes.',
    technologies: ['Generative AI', 'Python', 'FastAPI', 'React'],
    features: [
      'Match score between a resume and a job description',
      'Suggested rewrites for weak bullet points',
      'Keyword gap report grouped by skill area',
      'PDF and DOCX upload with text extraction',
    ],
    githubUrl: 'https://github.com/example-aarav/resume-lens',
    liveUrl: 'https://resumelens.example.com',
    youtubeUrl: 'https://www.youtube.com/watch?v=r7TnW4yLs0E',
    linkedinPost: null,
    planned: ['linkedinPost'],
    image: 'images/project-resume-lens.svg',
  },
  {
    title: 'CropCare AI',
    description:
      'A plant disease detector that identifies common crop diseases from a single leaf photo. ' +
      'It runs a lightweight image classifier and suggests treatment steps in plain language for farmers.',
    technologies: ['TensorFlow', 'Keras', 'Flask', 'OpenCV'],
    features: [
      'Classifies 15 common tomato, potato and pepper leaf diseases',
      'Confidence score with the top three predictions',
      'Treatment tips written for non-experts',
    ],
    githubUrl: 'https://github.com/example-aarav/cropcare',
    liveUrl: null,
    youtubeUrl: null,
    linkedinPost: null,
    planned: ['liveUrl', 'youtubeUrl', 'linkedinPost'],
    image: 'images/project-cropcare.svg',
  },
  {
    title: 'StaffDesk',
    description:
      'An employee management system for mid-sized teams covering onboarding, leave requests and payroll summaries. ' +
      'Managers approve requests in one place and HR gets monthly reports without spreadsheets.',
    technologies: ['Enterprise Application', 'Java', 'Spring Boot', 'MySQL', 'Thymeleaf'],
    features: [
      'Employee directory with departments and reporting lines',
      'Leave requests with a two-step approval flow',
      'Monthly payroll summaries exported as PDF',
      'Role-based access for employees, managers and HR',
      'Audit log of every change to employee records',
    ],
    githubUrl: null,
    liveUrl: null,
    youtubeUrl: 'https://www.youtube.com/watch?v=Hq2_Zc8Vd-1',
    linkedinPost: 'https://www.linkedin.com/posts/example-aarav_springboot-java-staffdesk-activity-7187654321098765432-ZxYw',
    planned: ['githubUrl', 'liveUrl'],
    image: 'images/project-staffdesk.svg',
  },
  {
    title: 'BookNook',
    description:
      'A library management app that tracks books, members and loans for a school library. ' +
      'Librarians issue and return books in seconds and overdue loans are highlighted automatically.',
    technologies: ['Django', 'Python', 'SQLite'],
    features: [
      'Catalogue search by title, author or ISBN',
      'Issue and return flow with due-date reminders',
      'Overdue report with fines calculated per day',
    ],
    githubUrl: null,
    liveUrl: 'https://booknook.example.com',
    youtubeUrl: null,
    linkedinPost: null,
    planned: ['githubUrl', 'youtubeUrl', 'linkedinPost'],
    image: 'images/project-booknook.svg',
  },
  {
    title: 'Developer Portfolio',
    description:
      'This website: a fast, accessible portfolio that presents my projects, skills and journey in one place. ' +
      'It is built from typed content modules and renders static pages with small interactive sections.',
    technologies: ['React', 'TypeScript', 'esbuild', 'Open Props', 'Web Components'],
    features: [
      'Static pages with interactive React sections',
      'Light and dark themes that follow the system setting',
      'Project filters and detail dialogs',
      'Contact form that sends messages by email',
    ],
    githubUrl: 'https://github.com/example-aarav/portfolio',
    liveUrl: profile.siteUrl,
    youtubeUrl: null,
    linkedinPost: 'https://www.linkedin.com/posts/example-aarav_portfolio-typescript-react-activity-7223456789012345678-PoLk',
    planned: ['youtubeUrl'],
    image: 'images/project-portfolio.svg',
  },
];
