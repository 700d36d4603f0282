/**
 * Country conventions the corpus varies: names (with their scripts and diacritics), cities and
 * how a location is written, phone formats, date styles and "present" words, degree systems,
 * GPA forms and schools. Names and schools are invented or generic; cities are real places.
 */
import type { Rng } from './random';

export interface DegreeForm {
  /** The degree as written, from the field: "Bachelor of Science in Nursing". */
  written: (field: string) => string;
  studyType: string;
  level: 'bachelor' | 'master';
}

export interface Country {
  id: string;
  name: string;
  first: string[];
  last: string[];
  /** [city, region]; the location is written "City, Region" when `regionInLocation`, else "City, Country". */
  cities: [string, string][];
  regionInLocation: boolean;
  phone: (rng: Rng) => string;
  dateStyles: DateStyle[];
  presentWords: string[];
  degrees: DegreeForm[];
  /** GPA as written and its value; undefined means the country rarely writes one. */
  gpa?: (rng: Rng) => { written: string; value: string };
  schools: string[];
}

export type DateStyle = 'Mon YYYY' | 'Month YYYY' | 'MM/YYYY' | 'YYYY-MM' | 'Mon. YYYY' | 'YYYY' | 'MM.YYYY';

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

const bachelorOfScience: DegreeForm = { written: (f) => `Bachelor of Science in ${f}`, studyType: 'Bachelor of Science', level: 'bachelor' };
const bsAbbrev: DegreeForm = { written: (f) => `B.S. in ${f}`, studyType: 'B.S.', level: 'bachelor' };
const baAbbrev: DegreeForm = { written: (f) => `B.A. in ${f}`, studyType: 'B.A.', level: 'bachelor' };
const masterOfScience: DegreeForm = { written: (f) => `Master of Science in ${f}`, studyType: 'Master of Science', level: 'master' };
const bscHons: DegreeForm = { written: (f) => `BSc (Hons) ${f}`, studyType: 'BSc (Hons)', level: 'bachelor' };
const baHons: DegreeForm = { written: (f) => `BA (Hons) ${f}`, studyType: 'BA (Hons)', level: 'bachelor' };
const msc: DegreeForm = { written: (f) => `MSc ${f}`, studyType: 'MSc', level: 'master' };
const btech: DegreeForm = { written: (f) => `B.Tech in ${f}`, studyType: 'B.Tech', level: 'bachelor' };
const bcom: DegreeForm = { written: (f) => `B.Com in ${f}`, studyType: 'B.Com', level: 'bachelor' };
const mba: DegreeForm = { written: (f) => `MBA in ${f}`, studyType: 'MBA', level: 'master' };
const mscDot: DegreeForm = { written: (f) => `M.Sc. ${f}`, studyType: 'M.Sc.', level: 'master' };
const bscDot: DegreeForm = { written: (f) => `B.Sc. ${f}`, studyType: 'B.Sc.', level: 'bachelor' };
const licence: DegreeForm = { written: (f) => `Licence en ${f}`, studyType: 'Licence', level: 'bachelor' };
const bacharel: DegreeForm = { written: (f) => `Bacharelado em ${f}`, studyType: 'Bacharelado', level: 'bachelor' };
const bachelorOf: DegreeForm = { written: (f) => `Bachelor of ${f}`, studyType: 'Bachelor', level: 'bachelor' };

const usGpa = (rng: Rng) => {
  const v = (rng.int(300, 398) / 100).toFixed(2).replace(/0$/, '');
  return rng.pick([
    { written: `GPA: ${v}/4.0`, value: v },
    { written: `GPA ${v}`, value: v },
    { written: `${v} GPA`, value: v },
    { written: `Cumulative GPA: ${v} / 4.00`, value: v },
  ]);
};

export const COUNTRIES: Country[] = [
  {
    id: 'us',
    name: 'United States',
    first: ['Emily', 'Marcus', 'Jasmine', 'Tyler', 'Olivia', 'DeShawn', 'Hannah', 'Carlos', 'Megan', 'Brandon'],
    last: ['Johnson', 'Ramirez', 'Thompson', 'Nguyen', 'Walker', "O'Connor", 'Patel', 'Brooks', 'Sullivan', 'Kim'],
    cities: [
      ['Austin', 'TX'],
      ['Columbus', 'OH'],
      ['Denver', 'CO'],
      ['Raleigh', 'NC'],
      ['Portland', 'OR'],
      ['Tampa', 'FL'],
      ['Boston', 'MA'],
      ['Phoenix', 'AZ'],
    ],
    regionInLocation: true,
    phone: (rng) =>
      rng.pick([
        () => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${digits(rng, 4)}`,
        () => `${rng.int(201, 989)}-${rng.int(200, 999)}-${digits(rng, 4)}`,
        () => `+1 ${rng.int(201, 989)} ${rng.int(200, 999)} ${digits(rng, 4)}`,
      ])(),
    dateStyles: ['Mon YYYY', 'Month YYYY', 'MM/YYYY', 'Mon. YYYY'],
    presentWords: ['Present', 'Current', 'Now'],
    degrees: [bachelorOfScience, bsAbbrev, baAbbrev, masterOfScience],
    gpa: usGpa,
    schools: [
      'University of Texas at Austin',
      'Ohio State University',
      'University of Colorado Boulder',
      'North Carolina State University',
      'Portland State University',
      'University of South Florida',
      'Boston University',
      'Arizona State University',
    ],
  },
  {
    id: 'uk',
    name: 'United Kingdom',
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Sophie', 'Rhys', 'Niamh', 'Callum', 'Priya'],
    last: ['Smith', 'Davies', 'Evans', 'Hughes', 'MacLeod', 'Ahmed', 'Wright', 'Fletcher', 'Kaur', 'Bennett'],
    cities: [
      ['Manchester', 'England'],
      ['Leeds', 'England'],
      ['Bristol', 'England'],
      ['Glasgow', 'Scotland'],
      ['Cardiff', 'Wales'],
      ['Nottingham', 'England'],
      ['Edinburgh', 'Scotland'],
    ],
    regionInLocation: false,
    phone: (rng) =>
      rng.pick([
        () => `07${digits(rng, 3)} ${digits(rng, 6)}`,
        () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`,
        () => `+44 (0)7${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
      ])(),
    dateStyles: ['Mon YYYY', 'Month YYYY', 'MM/YYYY'],
    presentWords: ['Present', 'Current', 'to date'],
    degrees: [bscHons, baHons, msc],
    gpa: (rng) =>
      rng.pick([
        { written: 'First Class Honours', value: '' },
        { written: '2:1', value: '' },
        { written: 'Upper Second Class (2:1)', value: '' },
      ]),
    schools: [
      'University of Manchester',
      'University of Leeds',
      'University of Bristol',
      'University of Glasgow',
      'Cardiff University',
      'University of Nottingham',
      'University of Edinburgh',
    ],
  },
  {
    id: 'in',
    name: 'India',
    first: ['Aarav', 'Priyanka', 'Rohit', 'Sneha', 'Vikram', 'Ananya', 'Karthik', 'Divya', 'Arjun', 'Meera'],
    last: ['Sharma', 'Iyer', 'Reddy', 'Kulkarni', 'Banerjee', 'Nair', 'Gupta', 'Menon', 'Joshi', 'Chatterjee'],
    cities: [
      ['Pune', 'Maharashtra'],
      ['Bengaluru', 'Karnataka'],
      ['Hyderabad', 'Telangana'],
      ['Chennai', 'Tamil Nadu'],
      ['Kolkata', 'West Bengal'],
      ['Ahmedabad', 'Gujarat'],
      ['Jaipur', 'Rajasthan'],
    ],
    regionInLocation: true,
    phone: (rng) =>
      rng.pick([
        () => `+91 ${rng.int(70, 99)}${digits(rng, 3)} ${digits(rng, 5)}`,
        () => `+91-${rng.int(70, 99)}${digits(rng, 8)}`,
        () => `0${rng.int(70, 99)}${digits(rng, 8)}`,
      ])(),
    dateStyles: ['Mon YYYY', 'Month YYYY', 'MM/YYYY'],
    presentWords: ['Present', 'till date', 'Till Date', 'Current'],
    degrees: [btech, bcom, mba, bscDot],
    gpa: (rng) => {
      const v = (rng.int(70, 96) / 10).toFixed(1);
      return rng.pick([
        { written: `CGPA: ${v}/10`, value: v },
        { written: `CGPA ${v}`, value: v },
        { written: `${rng.int(65, 92)}%`, value: '' },
      ]);
    },
    schools: [
      'Savitribai Phule Pune University',
      'Visvesvaraya Technological University',
      'Osmania University',
      'Anna University',
      'Jadavpur University',
      'Gujarat University',
      'University of Rajasthan',
    ],
  },
  {
    id: 'de',
    name: 'Germany',
    first: ['Lukas', 'Lena', 'Jürgen', 'Anna-Lena', 'Maximilian', 'Sophie', 'Jonas', 'Katharina', 'Felix', 'Marie'],
    last: ['Müller', 'Schröder', 'Weiß', 'Becker', 'Hoffmann', 'Köhler', 'Schäfer', 'Wagner', 'Fischer', 'Krüger'],
    cities: [
      ['München', 'Bayern'],
      ['Hamburg', 'Hamburg'],
      ['Köln', 'Nordrhein-Westfalen'],
      ['Stuttgart', 'Baden-Württemberg'],
      ['Leipzig', 'Sachsen'],
      ['Frankfurt am Main', 'Hessen'],
    ],
    regionInLocation: false,
    phone: (rng) =>
      rng.pick([
        () => `+49 ${rng.int(151, 179)} ${digits(rng, 7)}`,
        () => `+49 (0) ${rng.int(30, 89)} ${digits(rng, 6)}`,
        () => `0${rng.int(151, 179)} ${digits(rng, 4)} ${digits(rng, 4)}`,
      ])(),
    dateStyles: ['MM/YYYY', 'MM.YYYY', 'Mon YYYY'],
    presentWords: ['Present', 'heute', 'Current'],
    degrees: [bscDot, mscDot],
    gpa: (rng) => {
      const v = (rng.int(10, 25) / 10).toFixed(1);
      return rng.pick([
        { written: `Grade: ${v}`, value: v },
        { written: `Final grade ${v}`, value: v },
      ]);
    },
    schools: [
      'Technische Universität München',
      'Universität Hamburg',
      'Universität zu Köln',
      'Universität Stuttgart',
      'Universität Leipzig',
      'Goethe-Universität Frankfurt',
    ],
  },
  {
    id: 'fr',
    name: 'France',
    first: ['Camille', 'Théo', 'Léa', 'Étienne', 'Chloé', 'Hugo', 'Inès', 'François', 'Manon', 'Noémie'],
    last: ['Martin', 'Lefèvre', 'Dubois', 'Moreau', 'Girard', 'Rousseau', 'Fontaine', 'Chevalier', 'Lambert', 'Bérenger'],
    cities: [
      ['Lyon', 'Auvergne-Rhône-Alpes'],
      ['Toulouse', 'Occitanie'],
      ['Nantes', 'Pays de la Loire'],
      ['Bordeaux', 'Nouvelle-Aquitaine'],
      ['Lille', 'Hauts-de-France'],
      ['Marseille', "Provence-Alpes-Côte d'Azur"],
    ],
    regionInLocation: false,
    phone: (rng) =>
      rng.pick([
        () => `+33 6 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
        () => `06 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      ])(),
    dateStyles: ['MM/YYYY', 'Mon YYYY', 'YYYY'],
    presentWords: ['Present', 'Current', 'Now'],
    degrees: [licence, msc],
    schools: [
      'Université Claude Bernard Lyon 1',
      'Université Toulouse Capitole',
      'Nantes Université',
      'Université de Bordeaux',
      'Université de Lille',
      'Aix-Marseille Université',
    ],
  },
  {
    id: 'br',
    name: 'Brazil',
    first: ['João', 'Mariana', 'Lucas', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael', 'Fernanda', 'Thiago', 'Júlia'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Araújo', 'Gonçalves', 'Ribeiro', 'Carvalho', 'Pereira'],
    cities: [
      ['São Paulo', 'SP'],
      ['Curitiba', 'PR'],
      ['Belo Horizonte', 'MG'],
      ['Recife', 'PE'],
      ['Porto Alegre', 'RS'],
      ['Florianópolis', 'SC'],
    ],
    regionInLocation: true,
    phone: (rng) =>
      rng.pick([() => `+55 ${rng.int(11, 99)} 9${digits(rng, 4)}-${digits(rng, 4)}`, () => `(${rng.int(11, 99)}) 9${digits(rng, 4)}-${digits(rng, 4)}`])(),
    dateStyles: ['MM/YYYY', 'Mon YYYY'],
    presentWords: ['Present', 'Current'],
    degrees: [bacharel, mba],
    schools: [
      'Universidade de São Paulo',
      'Universidade Federal do Paraná',
      'Universidade Federal de Minas Gerais',
      'Universidade Federal de Pernambuco',
      'Universidade Federal do Rio Grande do Sul',
      'Universidade Federal de Santa Catarina',
    ],
  },
  {
    id: 'au',
    name: 'Australia',
    first: ['Jack', 'Charlotte', 'Liam', 'Matilda', 'Noah', 'Ruby', 'Lachlan', 'Zoe', 'Mitchell', 'Grace'],
    last: ['Wilson', 'Taylor', 'Anderson', 'Mitchell', 'Harris', 'Nguyen', 'Campbell', 'Robertson', 'Papadopoulos', 'Clarke'],
    cities: [
      ['Melbourne', 'VIC'],
      ['Brisbane', 'QLD'],
      ['Perth', 'WA'],
      ['Adelaide', 'SA'],
      ['Sydney', 'NSW'],
    ],
    regionInLocation: true,
    phone: (rng) =>
      rng.pick([() => `04${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `+61 4${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`])(),
    dateStyles: ['Mon YYYY', 'Month YYYY', 'MM/YYYY'],
    presentWords: ['Present', 'Current'],
    degrees: [bachelorOf, bachelorOfScience, masterOfScience],
    gpa: (rng) => {
      const v = (rng.int(50, 69) / 10).toFixed(1);
      return { written: `GPA ${v}/7`, value: v };
    },
    schools: ['University of Melbourne', 'University of Queensland', 'University of Western Australia', 'University of Adelaide', 'University of Sydney'],
  },
  {
    id: 'ng',
    name: 'Nigeria',
    first: ['Chinedu', 'Ngozi', 'Oluwaseun', 'Adaeze', 'Emeka', 'Funmilayo', 'Ibrahim', 'Chiamaka', 'Tunde', 'Aisha'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Okonkwo', 'Abubakar', 'Nwosu', 'Adebayo', 'Obi', 'Olawale'],
    cities: [
      ['Lagos', 'Lagos State'],
      ['Abuja', 'FCT'],
      ['Ibadan', 'Oyo State'],
      ['Port Harcourt', 'Rivers State'],
      ['Enugu', 'Enugu State'],
    ],
    regionInLocation: false,
    phone: (rng) => rng.pick([() => `+234 80${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `080${digits(rng, 8)}`])(),
    dateStyles: ['Mon YYYY', 'Month YYYY', 'MM/YYYY'],
    presentWords: ['Present', 'Till Date', 'Date'],
    degrees: [bscDot, bachelorOfScience, mba],
    gpa: (rng) => {
      const v = (rng.int(350, 480) / 100).toFixed(2);
      return { written: `CGPA: ${v}/5.0`, value: v };
    },
    schools: ['University of Lagos', 'University of Abuja', 'University of Ibadan', 'University of Port Harcourt', 'University of Nigeria, Nsukka'],
  },
  {
    id: 'pl',
    name: 'Poland',
    first: ['Małgorzata', 'Paweł', 'Agnieszka', 'Łukasz', 'Katarzyna', 'Michał', 'Zofia', 'Krzysztof', 'Joanna', 'Tomasz'],
    last: ['Kowalski', 'Nowak', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zieliński', 'Szymańska', 'Dąbrowski', 'Kozłowska'],
    cities: [
      ['Warszawa', 'Mazowieckie'],
      ['Kraków', 'Małopolskie'],
      ['Wrocław', 'Dolnośląskie'],
      ['Gdańsk', 'Pomorskie'],
      ['Poznań', 'Wielkopolskie'],
    ],
    regionInLocation: false,
    phone: (rng) =>
      rng.pick([() => `+48 ${rng.int(500, 899)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `${rng.int(500, 899)}-${digits(rng, 3)}-${digits(rng, 3)}`])(),
    dateStyles: ['MM.YYYY', 'MM/YYYY', 'YYYY-MM'],
    presentWords: ['Present', 'Now', 'Current'],
    degrees: [msc, bscDot],
    schools: ['Politechnika Warszawska', 'Uniwersytet Jagielloński', 'Politechnika Wrocławska', 'Uniwersytet Gdański', 'Uniwersytet im. Adama Mickiewicza'],
  },
  {
    id: 'ca',
    name: 'Canada',
    first: ['Ethan', 'Chloé', 'Mathieu', 'Avery', 'Nathan', 'Émilie', 'Owen', 'Sarah', 'Gurpreet', 'Mei'],
    last: ['Tremblay', 'Gagnon', 'Roy', 'MacDonald', 'Singh', 'Côté', 'Wong', 'Bouchard', 'Campbell', 'Leblanc'],
    cities: [
      ['Toronto', 'ON'],
      ['Montréal', 'QC'],
      ['Calgary', 'AB'],
      ['Ottawa', 'ON'],
      ['Halifax', 'NS'],
      ['Winnipeg', 'MB'],
    ],
    regionInLocation: true,
    phone: (rng) =>
      rng.pick([
        () => `(${rng.int(204, 905)}) ${rng.int(200, 999)}-${digits(rng, 4)}`,
        () => `+1 ${rng.int(204, 905)}-${rng.int(200, 999)}-${digits(rng, 4)}`,
      ])(),
    dateStyles: ['Mon YYYY', 'YYYY-MM', 'Month YYYY'],
    presentWords: ['Present', 'Current'],
    degrees: [bachelorOf, bachelorOfScience, masterOfScience],
    gpa: usGpa,
    schools: ['University of Toronto', 'McGill University', 'University of Calgary', 'University of Ottawa', 'Dalhousie University', 'University of Manitoba'],
  },
  {
    id: 'es',
    name: 'Spain',
    first: ['Lucía', 'Alejandro', 'Sofía', 'Javier', 'Martina', 'Álvaro', 'Nuria', 'Sergio', 'Paula', 'Íñigo'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Muñoz', 'Jiménez', 'Ruiz'],
    cities: [
      ['Madrid', 'Comunidad de Madrid'],
      ['Barcelona', 'Cataluña'],
      ['Valencia', 'Comunidad Valenciana'],
      ['Sevilla', 'Andalucía'],
      ['Bilbao', 'País Vasco'],
    ],
    regionInLocation: false,
    phone: (rng) =>
      rng.pick([
        () => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
        () => `6${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      ])(),
    dateStyles: ['MM/YYYY', 'Mon YYYY', 'YYYY'],
    presentWords: ['Present', 'Current', 'Now'],
    degrees: [bachelorOf, msc],
    schools: [
      'Universidad Complutense de Madrid',
      'Universitat de Barcelona',
      'Universitat de València',
      'Universidad de Sevilla',
      'Universidad del País Vasco',
    ],
  },
  {
    id: 'jp',
    name: 'Japan',
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Takumi', 'Sakura', 'Kenji', 'Yuki'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    cities: [
      ['Osaka', 'Osaka'],
      ['Yokohama', 'Kanagawa'],
      ['Nagoya', 'Aichi'],
      ['Fukuoka', 'Fukuoka'],
      ['Sapporo', 'Hokkaido'],
      ['Kyoto', 'Kyoto'],
    ],
    regionInLocation: false,
    phone: (rng) => rng.pick([() => `+81 90-${digits(rng, 4)}-${digits(rng, 4)}`, () => `090-${digits(rng, 4)}-${digits(rng, 4)}`])(),
    dateStyles: ['YYYY-MM', 'Mon YYYY', 'MM/YYYY'],
    presentWords: ['Present', 'Current'],
    degrees: [bachelorOf, masterOfScience],
    gpa: usGpa,
    schools: ['Osaka University', 'Yokohama National University', 'Nagoya University', 'Kyushu University', 'Hokkaido University', 'Kyoto University'],
  },
];
