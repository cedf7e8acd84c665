// @vitest-environment node
import { parseBiblioInfo } from './biblio-info'

test.each([
  [
    'Circulation. 2019;140(2):101-110.',
    {
      journal: 'Circulation',
      year: '2019',
      volume: '140',
      issue: '2',
      startPage: '101',
      endPage: '110',
    },
  ],
  [
    'N Engl J Med. 2019 Jan 3;380(1):33-44.',
    {
      journal: 'N Engl J Med',
      year: '2019',
      volume: '380',
      issue: '1',
      startPage: '33',
      endPage: '44',
    },
  ],
  [
    'Lancet. 2018;391(10120):541-51.',
    {
      journal: 'Lancet',
      year: '2018',
      volume: '391',
      issue: '10120',
      startPage: '541',
      endPage: '551',
    },
  ],
  [
    'JAMA. 2019;321(6):588–589.',
    {
      journal: 'JAMA',
      year: '2019',
      volume: '321',
      issue: '6',
      startPage: '588',
      endPage: '589',
    },
  ],
  [
    'BMJ. 2021;372:n71.',
    { journal: 'BMJ', year: '2021', volume: '372', startPage: 'n71' },
  ],
  [
    'J Clin Endocrinol Metab. 2020 Mar 1;105(3):dgz123.',
    {
      journal: 'J Clin Endocrinol Metab',
      year: '2020',
      volume: '105',
      issue: '3',
      startPage: 'dgz123',
    },
  ],
  [
    'Diabetes Care. 2020 Jan;43(Suppl 1):S14-S31.',
    {
      journal: 'Diabetes Care',
      year: '2020',
      volume: '43',
      issue: 'Suppl 1',
      startPage: 'S14',
      endPage: 'S31',
    },
  ],
  [
    'Clin Endocrinol (Oxf). 2018;89(5):563-572.',
    {
      journal: 'Clin Endocrinol (Oxf)',
      year: '2018',
      volume: '89',
      issue: '5',
      startPage: '563',
      endPage: '572',
    },
  ],
  [
    'Cochrane Database Syst Rev. 2019 Oct 3;10(10):CD012345.',
    {
      journal: 'Cochrane Database Syst Rev',
      year: '2019',
      volume: '10',
      issue: '10',
      startPage: 'CD012345',
    },
  ],
  [
    'Am J Physiol Heart Circ Physiol. 2019 Jun 1;316(6):H1319-H1327.',
    {
      journal: 'Am J Physiol Heart Circ Physiol',
      year: '2019',
      volume: '316',
      issue: '6',
      startPage: 'H1319',
      endPage: 'H1327',
    },
  ],
  [
    'Circulation. 2019;140 Suppl 1:A123.',
    {
      journal: 'Circulation',
      year: '2019',
      volume: '140 Suppl 1',
      startPage: 'A123',
    },
  ],
  [
    'Endocr Pract. 2023 Feb 10:S1530-891X(23)00032-1. doi: 10.1016/j.eprac.2023.02.003. Online ahead of print.',
    {
      journal: 'Endocr Pract',
      year: '2023',
      startPage: 'S1530-891X(23)00032-1',
    },
  ],
  [
    'Proc Natl Acad Sci U S A. 2020;117(5):2345-2350. Epub 2020 Jan 21.',
    {
      journal: 'Proc Natl Acad Sci U S A',
      year: '2020',
      volume: '117',
      issue: '5',
      startPage: '2345',
      endPage: '2350',
    },
  ],
  [
    'J. Clin. Invest. 2019;129(3):1-10.',
    {
      journal: 'J. Clin. Invest',
      year: '2019',
      volume: '129',
      issue: '3',
      startPage: '1',
      endPage: '10',
    },
  ],
  [
    'Eur J Endocrinol 2020;183(4):R1-R12',
    {
      journal: 'Eur J Endocrinol',
      year: '2020',
      volume: '183',
      issue: '4',
      startPage: 'R1',
      endPage: 'R12',
    },
  ],
  ['Thyroid. 2017 Mar.', { journal: 'Thyroid', year: '2017' }],
  [
    'Revue médicale suisse. 2021;17(740):1000-4.',
    {
      journal: 'Revue médicale suisse',
      year: '2021',
      volume: '17',
      issue: '740',
      startPage: '1000',
      endPage: '1004',
    },
  ],
])('%s is read into its parts', (text, expected) => {
  expect(parseBiblioInfo(text)).toEqual(expected)
})

test.each([
  [null],
  [''],
  ['   '],
  ['Circulation.'],
  ['2019;140(2):101-110.'],
  ['Published online by the authors, see the website'],
])('%j does not parse', (text) => {
  expect(parseBiblioInfo(text)).toBeNull()
})

test('line breaks and runs of spaces count as one space', () => {
  expect(parseBiblioInfo('Circulation.\n 2019;140(2):\t101-110.')).toEqual({
    journal: 'Circulation',
    year: '2019',
    volume: '140',
    issue: '2',
    startPage: '101',
    endPage: '110',
  })
})
