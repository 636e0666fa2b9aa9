// A second owner's data/, as a fork writes it (scripts/lib/content-set.ts puts it in place of
// data/, where these imports resolve): a Portuguese student with an accented name and an
// apostrophe in it, the brand left to its default (the first word of the name), and no
// CodeChef, DevPost, X or Instagram account.
import type { PersonalFactsInput, ProfileInput } from '../content/types.ts';

export const profile: ProfileInput = {
  name: "Inês D'Ávila Gonçalves",
  role: 'Estudante de Engenharia Informática · entusiasta de λ-cálculo',
  summary:
    'Construo pipelines de dados em streaming e as ferramentas à volta deles, de consumidores Kafka a painéis. ' +
    'Entre o Porto e Θεσσαλονίκη, escrevo código “aborrecido” de propósito — e testo-o — e aprendi russo para ler «Мастер и Маргарита».',
  blurb: 'Pipelines, provas & <plain> HTML — a partir do Porto.',
  email: 'ines@davila-goncalves.example.org',
  phone: '+351 912 345 678',
  location: 'Porto, Área Metropolitana do Porto, Portugal',
  photo: 'images/photo.jpg',
  links: {
    github: 'https://github.com/ines-dag',
    linkedin: 'https://www.linkedin.com/in/ines-dag',
    leetcode: 'https://leetcode.com/u/ines-dag',
  },
  siteUrl: 'https://ines.example.org',
};

export const personal: PersonalFactsInput = {
  greeting: 'Olá, eu sou a Inês!',
  highlights: ['Streams antes de batches: Kafka, Flink & “exactly once”', 'Ζήτω η απλότητα — a simplicidade primeiro'],
  dateOfBirth: '2004-02-29',
  gender: 'Feminino',
  languages: ['Português', 'English', 'Ελληνικά', 'Русский', 'हिन्दी'],
  work: 'Estudante',
  freelance: 'Disponível a tempo parcial',
  country: 'Portugal',
  overview: [
    'Gosto de sistemas que se explicam sozinhos: contratos de dados claros, serviços pequenos, testes que se leem como o comportamento <que> verificam & protegem. ' +
      'Fora das aulas escalo, traduzo poemas e aprendo हिन्दी uma palavra de cada vez.',
    'Fiz Erasmus em Θεσσαλονίκη e um estágio em Beograd; agora acabo o mestrado na FEUP e procuro um primeiro emprego em engenharia de dados.',
  ],
};
