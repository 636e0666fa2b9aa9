/*
 * Four projects, none with a video or a LinkedIn post, one without a picture (its card draws a
 * placeholder, its dialog shows none). Links it lacks show nothing; two projects plan some
 * ("Coming Soon"), one of them a video, so its dialog says the showcase is coming. No
 * `fullPortfolioLink`: the Projects page has no full-portfolio link, only its embeds do. The
 * owner's own filters, each matching its own technologies:
 *
 *   TypeScript -> Azulejos & <Canvas> "Lab", Horários FEUP
 *   Python     -> Мост AI
 *   Django     -> Ζeta Ledger
 *   Rust       -> Azulejos & <Canvas> "Lab"
 */
import type { Project } from '../content/types.ts';

export const projectFilters: readonly string[] = ['TypeScript', 'Python', 'Django', 'Rust'];

export const projects: readonly Project[] = [
  {
    title: 'Azulejos & <Canvas> "Lab"',
    description:
      'Uma tela colaborativa de azulejos: qualquer pessoa coloca um azulejo e todos o veem no mesmo instante. ' +
      'O servidor guarda o painel como um CRDT & reproduz o histórico, por isso o “desfazer” funciona entre separadores.',
    technologies: ['Full Stack', 'TypeScript', 'WebSockets', 'Rust', 'WebAssembly'],
    features: ['Cursores em direto para cada visitante', 'Desfazer & refazer entre separadores', 'Exportação em time-lapse como <video>'],
    githubUrl: 'https://github.com/ines-dag/azulejos',
    liveUrl: 'https://azulejos.ines.example.org',
    youtubeUrl: null,
    linkedinPost: null,
    image: 'images/project-tiles.png',
    // A gallery on its page (the large screenshot again, and a drawing), and a write-up: projects/azulejos-canvas-lab.md.
    gallery: ['images/project-most.svg', 'images/project-tiles.png'],
  },
  {
    title: 'Ζeta Ledger',
    description: 'Contabilidade de partidas dobradas para associações de estudantes, com recibos digitalizados pelo telemóvel.',
    technologies: ['Django', 'PostgreSQL', 'Celery'],
    features: ['Recibos a partir de fotografias', 'Relatórios mensais por associação'],
    githubUrl: null,
    liveUrl: 'https://ledger.ines.example.org',
    youtubeUrl: null,
    linkedinPost: null,
    planned: ['githubUrl'],
    image: 'images/project-ledger.svg',
  },
  {
    title: 'Мост AI',
    description: 'Um assistente de tradução de poesia entre português e russo que respeita a métrica.',
    technologies: ['Python', 'PyTorch'],
    features: ['Sugestões que contam sílabas', 'Editor lado a lado'],
    githubUrl: null,
    liveUrl: null,
    youtubeUrl: null,
    linkedinPost: null,
    planned: ['liveUrl', 'youtubeUrl'],
    image: 'images/project-most.svg',
  },
  {
    title: 'Horários FEUP',
    description: 'Um planeador de horários para estudantes da FEUP: escolhe as turmas e mostra as sobreposições.',
    technologies: ['TypeScript', 'React', 'PostgreSQL'],
    features: ['Importa as turmas do SIGARRA', 'Avisa quando duas aulas se sobrepõem', 'Exporta o horário para o calendário'],
    githubUrl: 'https://github.com/ines-dag/horarios-feup',
  },
];
