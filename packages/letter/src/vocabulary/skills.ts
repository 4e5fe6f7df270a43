// A vocabulary of skills and tools, so that "React.js" in an ad and "React" in a resume are the same evidence, and so
// the checker can tell when a letter names a skill the resume never shows.
import { TextMemo } from '../text/text-memo.ts';

/** One known skill: its display name and the other ways people write it. */
export type SkillEntry = { name: string; aliases: string[]; caseSensitive?: boolean };

const technicalSkills: SkillEntry[] = [
  { name: 'JavaScript', aliases: ['javascript', 'js', 'es6', 'ecmascript', 'modern javascript'] },
  { name: 'TypeScript', aliases: ['typescript'] },
  { name: 'Python', aliases: ['python', 'python3'] },
  { name: 'Java', aliases: ['java', 'java se', 'core java'] },
  { name: 'Java EE', aliases: ['java ee', 'j2ee', 'jee', 'jakarta ee'] },
  { name: 'Kotlin', aliases: ['kotlin'] },
  { name: 'Jetpack Compose', aliases: ['jetpack compose'] },
  { name: 'SwiftUI', aliases: ['swiftui'] },
  { name: 'Scala', aliases: ['scala'] },
  { name: 'C#', aliases: ['c#', 'csharp'] },
  // ("CPP" in capitals is the Canada Pension Plan of a payroll resume: only "cpp" as a file's extension is C++.)
  { name: 'C++', aliases: ['c++'] },
  { name: 'C++', aliases: ['cpp'], caseSensitive: true },
  { name: 'C', aliases: ['C'], caseSensitive: true },
  { name: 'Go', aliases: ['Go', 'golang', 'Golang'], caseSensitive: true },
  { name: 'Rust', aliases: ['Rust'], caseSensitive: true },
  { name: 'Ruby', aliases: ['ruby'] },
  // ("stair rails, bed levers": the word in small letters is a thing; only "Rails" is the framework.)
  { name: 'Ruby on Rails', aliases: ['ruby on rails'] },
  { name: 'Ruby on Rails', aliases: ['Rails', 'RoR'], caseSensitive: true },
  { name: 'PHP', aliases: ['php'] },
  { name: 'Laravel', aliases: ['laravel'] },
  { name: 'Symfony', aliases: ['symfony'] },
  { name: 'Swift', aliases: ['Swift'], caseSensitive: true },
  { name: 'Objective-C', aliases: ['objective-c'] },
  { name: 'Dart', aliases: ['Dart'], caseSensitive: true },
  { name: 'Flutter', aliases: ['flutter'] },
  { name: 'R', aliases: ['R'], caseSensitive: true },
  { name: 'MATLAB', aliases: ['matlab'] },
  { name: 'Perl', aliases: ['perl'] },
  { name: 'Bash', aliases: ['bash', 'shell scripting'] },
  { name: '.NET', aliases: ['.net', 'dotnet', 'asp.net', '.net core'] },
  { name: 'HTML', aliases: ['html', 'html5'] },
  { name: 'CSS', aliases: ['css', 'css3'] },
  { name: 'Sass', aliases: ['sass', 'scss'] },
  { name: 'Tailwind CSS', aliases: ['tailwind', 'tailwind css', 'tailwindcss'] },
  { name: 'Bootstrap', aliases: ['bootstrap'] },
  { name: 'jQuery', aliases: ['jquery'] },
  { name: 'React', aliases: ['react', 'react.js', 'reactjs'] },
  { name: 'React Native', aliases: ['react native'] },
  { name: 'Redux', aliases: ['redux'] },
  { name: 'Next.js', aliases: ['next.js', 'nextjs'] },
  { name: 'Angular', aliases: ['angular', 'angular.js', 'angularjs'] },
  { name: 'Vue', aliases: ['vue', 'vue.js', 'vuejs'] },
  { name: 'Svelte', aliases: ['svelte'] },
  { name: 'Node.js', aliases: ['node.js', 'nodejs', 'node'] },
  { name: 'Express.js', aliases: ['express.js', 'expressjs'] },
  { name: 'NestJS', aliases: ['nestjs'] },
  { name: 'D3.js', aliases: ['d3.js', 'd3'] },
  { name: 'Webpack', aliases: ['webpack'] },
  { name: 'Babel', aliases: ['babel'] },
  { name: 'Vite', aliases: ['vite'] },
  { name: 'GraphQL', aliases: ['graphql'] },
  {
    name: 'REST APIs',
    aliases: ['restful', 'restful apis', 'rest apis', 'rest api', 'rest-apis', 'rest-api', 'restful services'],
  },
  { name: 'gRPC', aliases: ['grpc'] },
  { name: 'Spring', aliases: ['spring framework'] },
  { name: 'Spring Boot', aliases: ['spring boot'] },
  { name: 'Spring MVC', aliases: ['spring mvc'] },
  { name: 'Hibernate', aliases: ['hibernate'] },
  { name: 'JPA', aliases: ['jpa', 'jpa2'] },
  { name: 'JSF', aliases: ['jsf'] },
  { name: 'Django', aliases: ['django'] },
  { name: 'Django REST Framework', aliases: ['django rest framework', 'drf'] },
  { name: 'Flask', aliases: ['flask'] },
  { name: 'FastAPI', aliases: ['fastapi'] },
  { name: 'SQLAlchemy', aliases: ['sqlalchemy'] },
  { name: 'Pydantic', aliases: ['pydantic'] },
  { name: 'Alembic', aliases: ['alembic'] },
  { name: 'Celery', aliases: ['celery'] },
  { name: 'asyncio', aliases: ['asyncio'] },
  { name: 'async/await', aliases: ['async/await', 'async-await'] },
  { name: 'pytest', aliases: ['pytest'] },
  { name: 'mypy', aliases: ['mypy'] },
  { name: 'JUnit', aliases: ['junit'] },
  { name: 'Mockito', aliases: ['mockito'] },
  { name: 'Jest', aliases: ['jest'] },
  { name: 'Cypress', aliases: ['cypress'] },
  { name: 'Playwright', aliases: ['playwright'] },
  { name: 'Selenium', aliases: ['selenium'] },
  { name: 'SQL', aliases: ['sql'] },
  { name: 'NoSQL', aliases: ['nosql'] },
  { name: 'MySQL', aliases: ['mysql'] },
  { name: 'PostgreSQL', aliases: ['postgresql', 'postgres'] },
  { name: 'SQLite', aliases: ['sqlite'] },
  { name: 'Oracle Database', aliases: ['oracle', 'oracle database', 'oracle db'] },
  { name: 'SQL Server', aliases: ['sql server', 'mssql'] },
  { name: 'MongoDB', aliases: ['mongodb', 'mongo'] },
  { name: 'Redis', aliases: ['redis'] },
  { name: 'Elasticsearch', aliases: ['elasticsearch', 'elastic search'] },
  { name: 'Cassandra', aliases: ['cassandra'] },
  { name: 'DynamoDB', aliases: ['dynamodb'] },
  { name: 'Firebase', aliases: ['firebase', 'firestore'] },
  { name: 'Kafka', aliases: ['kafka', 'apache kafka'] },
  { name: 'RabbitMQ', aliases: ['rabbitmq'] },
  { name: 'Spark', aliases: ['spark', 'apache spark', 'pyspark'] },
  { name: 'Hadoop', aliases: ['hadoop'] },
  { name: 'Airflow', aliases: ['airflow', 'apache airflow'] },
  { name: 'dbt', aliases: ['dbt'] },
  { name: 'Snowflake', aliases: ['snowflake'] },
  { name: 'BigQuery', aliases: ['bigquery'] },
  { name: 'Databricks', aliases: ['databricks'] },
  { name: 'Ray', aliases: ['Ray'], caseSensitive: true },
  { name: 'Dask', aliases: ['dask'] },
  { name: 'Pandas', aliases: ['pandas'] },
  { name: 'NumPy', aliases: ['numpy'] },
  { name: 'scikit-learn', aliases: ['scikit-learn', 'sklearn', 'scikit learn'] },
  { name: 'TensorFlow', aliases: ['tensorflow'] },
  { name: 'PyTorch', aliases: ['pytorch'] },
  { name: 'Keras', aliases: ['keras'] },
  { name: 'Hugging Face Transformers', aliases: ['hugging face', 'huggingface', 'hugging face transformers'] },
  { name: 'MLflow', aliases: ['mlflow'] },
  { name: 'SageMaker', aliases: ['sagemaker'] },
  { name: 'Triton Inference Server', aliases: ['triton', 'triton inference server'] },
  { name: 'Feast', aliases: ['Feast'], caseSensitive: true },
  { name: 'Machine learning', aliases: ['machine learning', 'ml', 'maschinelles lernen'] },
  { name: 'Deep learning', aliases: ['deep learning'] },
  { name: 'Natural language processing', aliases: ['natural language processing', 'nlp'] },
  { name: 'Computer vision', aliases: ['computer vision'] },
  { name: 'LLMs', aliases: ['llm', 'llms', 'large language models'] },
  { name: 'A/B testing', aliases: ['a/b testing', 'a/b tests', 'ab testing', 'a/b-tests'] },
  { name: 'Statistics', aliases: ['statistics', 'statistik'] },
  { name: 'Data visualization', aliases: ['data visualization', 'datenvisualisierung'] },
  { name: 'Time series analysis', aliases: ['time series', 'time series analysis'] },
  { name: 'AWS', aliases: ['aws', 'amazon web services'] },
  { name: 'ECS', aliases: ['ecs'] },
  { name: 'EC2', aliases: ['ec2'] },
  { name: 'Lambda', aliases: ['aws lambda'] },
  { name: 'Azure', aliases: ['azure', 'microsoft azure'] },
  { name: 'Google Cloud Platform', aliases: ['google cloud platform', 'google cloud', 'gcp'] },
  { name: 'Docker', aliases: ['docker', 'docker compose'] },
  { name: 'Kubernetes', aliases: ['kubernetes', 'k8s'] },
  { name: 'Helm', aliases: ['helm', 'helm charts'] },
  { name: 'Kustomize', aliases: ['kustomize'] },
  { name: 'Terraform', aliases: ['terraform'] },
  { name: 'Ansible', aliases: ['ansible'] },
  { name: 'Linux', aliases: ['linux', 'unix'] },
  { name: 'Nginx', aliases: ['nginx'] },
  {
    name: 'CI/CD',
    aliases: ['ci/cd', 'ci cd', 'continuous integration', 'continuous delivery', 'continuous deployment'],
  },
  { name: 'GitHub Actions', aliases: ['github actions'] },
  { name: 'GitLab CI', aliases: ['gitlab ci', 'gitlab ci/cd'] },
  { name: 'Jenkins', aliases: ['jenkins'] },
  { name: 'CircleCI', aliases: ['circleci'] },
  { name: 'Git', aliases: ['git'] },
  // ("GitHub Copilot (1 year)": the assistant, which says nothing of the person's GitHub.)
  { name: 'GitHub Copilot', aliases: ['github copilot'] },
  { name: 'GitHub', aliases: ['github'] },
  { name: 'Prometheus', aliases: ['prometheus'] },
  { name: 'Grafana', aliases: ['grafana'] },
  { name: 'OpenTelemetry', aliases: ['opentelemetry'] },
  { name: 'Datadog', aliases: ['datadog'] },
  { name: 'ELK', aliases: ['elk', 'elk stack', 'kibana', 'logstash'] },
  { name: 'OAuth', aliases: ['oauth', 'oauth2', 'oauth 2.0'] },
  { name: 'JWT', aliases: ['jwt'] },
  { name: 'microservices', aliases: ['microservices', 'microservice', 'micro services'] },
  { name: 'Test-driven development', aliases: ['test-driven development', 'test driven development', 'tdd'] },
  { name: 'Agile', aliases: ['agile', 'agile development', 'agile methodologies'] },
  { name: 'Scrum', aliases: ['scrum'] },
  { name: 'Kanban', aliases: ['kanban'] },
  { name: 'Jira', aliases: ['jira'] },
  { name: 'Figma', aliases: ['figma'] },
  { name: 'Sketch', aliases: ['Sketch'], caseSensitive: true },
  { name: 'Adobe Photoshop', aliases: ['photoshop', 'adobe photoshop'] },
  { name: 'Adobe Illustrator', aliases: ['illustrator', 'adobe illustrator'] },
  { name: 'UI/UX', aliases: ['ui/ux', 'ux/ui', 'user experience design', 'ux design', 'ui design'] },
  { name: 'Responsive design', aliases: ['responsive design', 'responsive web design'] },
  { name: 'Accessibility', aliases: ['accessibility', 'wcag', 'a11y'] },
  { name: 'Tableau', aliases: ['tableau'] },
  { name: 'Power BI', aliases: ['power bi', 'powerbi'] },
  { name: 'Looker', aliases: ['looker'] },
  // Google's free report builder, another product than Looker.
  { name: 'Looker Studio', aliases: ['looker studio', 'google data studio', 'data studio'] },
  { name: 'Excel', aliases: ['Excel', 'Microsoft Excel', 'MS Excel'], caseSensitive: true },
  { name: 'Salesforce', aliases: ['salesforce'] },
  { name: 'HubSpot', aliases: ['hubspot'] },
  { name: 'SAP', aliases: ['sap'] },
  { name: 'QuickBooks', aliases: ['quickbooks'] },
  // Accounting packages as ads in India, Britain, Australia and New Zealand name them ("Tally ERP-9", "Xero", "Sage 50",
  // "MYOB"). "Tally" and "Sage" with their capital only: "tally the takings", "sage advice".
  {
    name: 'Tally',
    aliases: ['Tally', 'Tally ERP 9', 'Tally ERP-9', 'Tally ERP9', 'Tally.ERP 9', 'TallyPrime', 'Tally Prime'],
    caseSensitive: true,
  },
  { name: 'Xero', aliases: ['xero'] },
  { name: 'Sage', aliases: ['Sage', 'Sage 50', 'Sage 200', 'Sage Line 50', 'Sage Payroll'], caseSensitive: true },
  { name: 'MYOB', aliases: ['myob'] },
  { name: 'NetSuite', aliases: ['netsuite', 'oracle netsuite'] },
  { name: 'Google Analytics', aliases: ['google analytics'] },
  { name: 'SEO', aliases: ['seo', 'search engine optimization'] },
  { name: 'Raspberry Pi', aliases: ['raspberry pi'] },
  { name: 'Android', aliases: ['android'] },
  // Apple's "iOS" in its own letters: "Cisco IOS XR" is a router's system, never the phone's.
  { name: 'iOS', aliases: ['iOS'], caseSensitive: true },
  {
    name: 'Cisco IOS',
    aliases: ['Cisco IOS', 'Cisco IOS XR', 'Cisco IOS XE', 'IOS XR', 'IOS XE'],
    caseSensitive: true,
  },
];

const generalSkills: SkillEntry[] = [
  { name: 'Product management', aliases: ['product management', 'produktmanagement'] },
  { name: 'Project management', aliases: ['project management', 'projektmanagement'] },
  { name: 'Data analysis', aliases: ['data analysis', 'datenanalyse', 'analyzed and visualized'] },
  { name: 'Market research', aliases: ['market research', 'marktforschung'] },
  { name: 'Six Sigma', aliases: ['six sigma', 'lean six sigma'] },
  { name: 'PMP', aliases: ['pmp'] },
  { name: 'ITIL', aliases: ['itil'] },
  { name: 'PRINCE2', aliases: ['prince2'] },
];

/** All known skills. */
export const skillVocabulary: readonly SkillEntry[] = [...technicalSkills, ...generalSkills];

function escapeForPattern(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/-/g, '\u0000')
    .replace(/ /g, '[\\s-]+')
    .replace(/\u0000/g, '[\\s-]?');
}

/** The form used to look a written skill up: case, spaces and hyphens do not matter. */
function lookupKey(text: string, caseSensitive: boolean): string {
  const compact = text.replace(/[\s-]+/g, '');
  return caseSensitive ? compact : compact.toLowerCase();
}

const insensitiveIndex = new Map<string, SkillEntry>();
const sensitiveIndex = new Map<string, SkillEntry>();
for (const entry of [...technicalSkills, ...generalSkills]) {
  for (const alias of entry.aliases)
    (entry.caseSensitive ? sensitiveIndex : insensitiveIndex).set(
      lookupKey(alias, Boolean(entry.caseSensitive)),
      entry,
    );
}

/** ASCII characters before which no skill begins: the patterns' look-behind, `[\p{L}\p{N}+#./]`. */
const insideWord = Array.from({ length: 128 }, (_, code) => /[\p{L}\p{N}+#./]/u.test(String.fromCharCode(code)));

/**
 * One alternation per case mode, longest alias first so "Spring Boot" wins over "Spring" and "C++" over "C"; a single
 * large expression is far cheaper to compile and run than one expression per skill (or per first letter: each copy
 * compiles the Unicode classes again). `findMatches` runs it sticky, only where an alias can begin.
 */
type SkillPattern = { sticky: RegExp; starts: boolean[] };

function skillPattern(index: Map<string, SkillEntry>, caseSensitive: boolean): SkillPattern {
  const aliases = [...new Set([...index.values()].flatMap((entry) => entry.aliases))].sort(
    (left, right) => right.length - left.length,
  );
  const alternatives = aliases.map((alias) => escapeForPattern(alias)).join('|');
  const firsts = aliases.map((alias) => [...alias][0] ?? '');
  // A leading space or hyphen becomes an optional separator: such an alias could begin anywhere.
  const anywhere = firsts.some((first) => first === '' || first === ' ' || first === '-');
  const first = new RegExp(
    `^(?:${[...new Set(firsts)].map((character) => escapeForPattern(character)).join('|')})$`,
    caseSensitive ? 'u' : 'iu',
  );
  return {
    sticky: new RegExp(
      // ("V-Ray" names no "Ray", "T-SQL" no "SQL": a letter or two and a hyphen are the start of one name;
      // "Selenium-Java" joins two.)
      `(?<![\\p{L}\\p{N}+#./]|(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}]{1,2}-)(?:${alternatives})(?![\\p{L}\\p{N}+#&]|\\.[\\p{L}\\p{N}])`,
      caseSensitive ? 'uy' : 'iuy',
    ),
    starts: Array.from({ length: 128 }, (_, code) => anywhere || first.test(String.fromCharCode(code))),
  };
}

const insensitiveSkillPattern = skillPattern(insensitiveIndex, false);
const sensitiveSkillPattern = skillPattern(sensitiveIndex, true);

/**
 * The matches a global scan with the whole alternation would give, found by trying the sticky patterns only where a
 * skill can begin: after no letter, digit or `+#./`, on a character some alias starts with. Characters outside ASCII
 * get the whole alternation, and positions inside a surrogate pair none, as a global scan steps by code points.
 */
function findMatches(text: string, { sticky, starts }: SkillPattern): { written: string; index: number }[] {
  const found: { written: string; index: number }[] = [];
  let position = 0;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const previous = position > 0 ? text.charCodeAt(position - 1) : -1;
    const skip =
      code < 0x80
        ? !starts[code] || (previous >= 0 && previous < 0x80 && insideWord[previous])
        : code >= 0xdc00 && code <= 0xdfff && previous >= 0xd800 && previous <= 0xdbff;
    if (!skip) {
      sticky.lastIndex = position;
      const match = sticky.exec(text);
      if (match) {
        found.push({ written: match[0], index: position });
        position += Math.max(1, match[0].length);
        continue;
      }
    }
    position += 1;
  }
  return found;
}

/**
 * Tools named by an everyday word, which a sentence in lower case uses as the word ("très vite" in a French ad is "very
 * quickly"; a lab's flask, a train's rails, a remark made in jest).
 */
const commonWordSkills = new Set([
  'vite',
  'flask',
  'rails',
  'jest',
  'looker',
  'airflow',
  'spark',
  'snowflake',
  'node',
  'react',
  'bootstrap',
  'babel',
  'cassandra',
  'mongo',
]);

/** A skill found in a text, with where it was found. */
export type SkillMention = { name: string; text: string; start: number; end: number };

/** A hyphen, a second name and an institution's word, read where a skill's name ends: "-Stierlin Institut". */
const institutionAfterName =
  /-\p{Lu}\p{Ll}+\s+(?:Institut|Institute|Stiftung|Foundation|Klinik|Clinic|Schule|School|Hospital|Krankenhaus|Center|Centre|Zentrum|GmbH)\b/uy;

/**
 * Results for texts seen recently: the composer asks about the same resume lines several times a letter, and the
 * vocabulary's expression is the costliest step. Bounded, so a server never holds more than a few thousand lines.
 */
const recentMentions = new TextMemo<SkillMention[]>({ entries: 2000, characters: 500_000 });

/** Finds the known skills a text mentions, longest match first so "Spring Boot" wins over "Spring". */
export function findSkills(text: string): SkillMention[] {
  return recentMentions.recall(text, () => findSkillsUncached(text));
}

function findSkillsUncached(text: string): SkillMention[] {
  const mentions: SkillMention[] = [];
  for (const [pattern, index, caseSensitive] of [
    [insensitiveSkillPattern, insensitiveIndex, false],
    [sensitiveSkillPattern, sensitiveIndex, true],
  ] as const) {
    for (const match of findMatches(text, pattern)) {
      const written = match.written;
      const entry = index.get(lookupKey(written, caseSensitive));
      if (!entry) continue;
      // "Helm-Stierlin Institut", "Puppet-Schmidt Stiftung": a double name of an institution, no tool. (Read where the
      // match ends, never on a copy of the rest of the text: this runs for every skill of every line.)
      institutionAfterName.lastIndex = match.index + written.length;
      if (institutionAfterName.test(text)) continue;
      // Single-letter and ambiguous words need a list-like neighbourhood to count as the skill.
      if (
        entry.caseSensitive &&
        entry.name.length <= 2 &&
        !isListContext(text, match.index, match.index + written.length)
      )
        continue;
      // "CFM adjustment, airflow adjustment", "a spark test", "lymph node", "react quickly": a tool named by a common word,
      // written in lower case in a sentence, is the word; in a list ("react, node, express") it is the tool.
      if (
        !caseSensitive &&
        commonWordSkills.has(written.toLowerCase()) &&
        !/\p{Lu}/u.test(written) &&
        // (An item of a list ends there: "airflow adjustment" after a comma goes on as a phrase.)
        !(
          isListContext(text, match.index, match.index + written.length) &&
          /^(?:\s?[,;)/|]|\s*$|\s+(?:and|or|&)\s)/u.test(text.slice(match.index + written.length))
        )
      )
        continue;
      // "mL/hr", "Elk Grove": a short acronym ("ML" for machine learning, "ELK") is the skill only in capitals.
      if (
        !caseSensitive &&
        written.length <= 3 &&
        /\p{Ll}/u.test(written) &&
        (/^[A-Z0-9]+$/u.test(entry.name) || entry.name.length > written.length + 2)
      )
        continue;
      // "GCSS-Army (SAP-based ERP)": a system built on the tool, which is another system; the tool is not the person's.
      if (/^-based\b/iu.test(text.slice(match.index + written.length))) continue;
      // "Go-to-Market Strategy", "go-live": the word in a compound of its own, never the language.
      if (entry.name === 'Go' && /^-(?:to|live|lives|getter)\b/iu.test(text.slice(match.index + written.length)))
        continue;
      // "Boots, Oracle Shopping Centre", "Swift Road": a skill's name as the first word of a place.
      if (
        // ("Desert Sage Community College": of a school's or another institution's name too.)
        /^\s+(?:\p{Lu}\p{Ll}+\s+){0,2}(?:Centre|Center|Park|Arena|Stadium|Street|Road|Avenue|Lane|Mall|Hotel|Hall|Square|House|Court|Way|College|University|School|Institute|Academy|Hospital|Clinic|Church|Foundation|Trust|Community)\b/u.test(
          text.slice(match.index + written.length),
        )
      )
        continue;
      // "PHP 48M annual sales": a currency's code before an amount (the Philippine peso), never the language; "PHP 8.2"
      // and "SQL 2016" are versions.
      if (
        /^[A-Z]{3}$/u.test(written) &&
        /^\s?(?:\d[\d.,]*\s?(?:[kKmMbB]|bn|million|billion)\b|\d{1,3}(?:,\d{3})+)/u.test(
          text.slice(match.index + written.length),
        )
      )
        continue;
      // "un tableau de suivi des litiges", "Tableau de bord": the French word for a table or a dashboard, never the
      // software, after a French article or before "de".
      if (
        entry.name === 'Tableau' &&
        (/^\s+(?:de|d['’]|des|du|croisés?)(?!\p{L})/iu.test(text.slice(match.index + written.length)) ||
          /(?:^|[^\p{L}])(?:un|le|les|du|des|au|aux|ce|mon|ses|nos|d['’]un)\s+$/iu.test(
            text.slice(Math.max(0, match.index - 12), match.index),
          ))
      )
        continue;
      // "The Del Ray Business Association", "Taylor Swift": a word of a name, after another capitalised word, never the
      // tool of that name (which a list or a sentence about tools sets apart).
      if (
        /^(?:Ray|Swift|Rust|Dart|Feast|Sketch|Go)$/u.test(entry.name) &&
        /\p{Lu}\p{Ll}+\s+$/u.test(text.slice(Math.max(0, match.index - 20), match.index))
      )
        continue;
      // "en vue de", "point de vue", "la vue": the French word for a view, never the framework, written in lower case.
      if (entry.name === 'Vue' && written === 'vue') continue;
      // "Oracle Retail POS", "Oracle NetSuite": another product of the maker, never its database.
      if (
        entry.name === 'Oracle Database' &&
        /^oracle$/i.test(written) &&
        // ("At Oracle, where I have worked since 2015", "a Financial Analyst at Oracle": the company, where a person
        // works.)
        ((/\b(?:at|for|joined)\s+$/iu.test(text.slice(Math.max(0, match.index - 8), match.index)) &&
          /^(?:\s*,|\s+(?:where|from|since|in|as|for)\b|\s*[.;]|\s*$)/u.test(
            text.slice(match.index + written.length),
          )) ||
          // ("Oracle application (Rx11) & Cloud application", "Oracle apps", "Oracle financials": in lower case too.)
          /^\s+(?!Database\b|DB\b|SQL\b|PL\/SQL\b)\p{Lu}/u.test(text.slice(match.index + written.length)) ||
          /^\s+(?:applications?|apps|cloud|financials?|erp|ebs|e-business|fusion|hcm|hrms|retail|r12|rx11|11i|payables|receivables|procurement)\b/iu.test(
            text.slice(match.index + written.length),
          ))
      )
        continue;
      mentions.push({ name: entry.name, text: written, start: match.index, end: match.index + written.length });
    }
  }
  mentions.sort((left, right) => left.start - right.start || right.end - left.end);
  const kept: SkillMention[] = [];
  let coveredUntil = -1;
  for (const mention of mentions) {
    if (mention.start < coveredUntil) continue;
    kept.push(mention);
    coveredUntil = mention.end;
  }
  return kept;
}

function isListContext(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 2);
  const wordBefore = text.slice(Math.max(0, start - 7), start);
  // "Sociology (C), Business (C)": a letter alone in brackets is a grade or a label, not the language.
  if (/\($/.test(before) && /^\)/.test(after)) return false;
  return (
    /[,;:(/]\s?$|^$/.test(before) ||
    /^\s?[,;)/]/.test(after) ||
    /\b(?:and|or|in|with|using|und|oder|mit)\s$/.test(wordBefore)
  );
}

/** The distinct skill names a text mentions. */
export function listSkillNames(text: string): string[] {
  return [...new Set(findSkills(text).map((mention) => mention.name))];
}

/** The display name for a skill as someone wrote it, or undefined when it is not in the vocabulary. */
export function canonicalSkillName(written: string): string | undefined {
  const found = findSkills(written.trim());
  const first = found[0];
  return first && first.end - first.start >= written.trim().length - 1 ? first.name : undefined;
}

const germanSkillNames: Record<string, string> = {
  microservices: 'Microservices',
  'Product management': 'Produktmanagement',
  'Project management': 'Projektmanagement',
  'Data analysis': 'Datenanalyse',
  'Market research': 'Marktforschung',
  Statistics: 'Statistik',
  'Data visualization': 'Datenvisualisierung',
  'Responsive design': 'Responsive Design',
  'Test-driven development': 'testgetriebene Entwicklung',
  'Machine learning': 'Machine Learning',
  'Deep learning': 'Deep Learning',
  'Natural language processing': 'Natural Language Processing',
  'Time series analysis': 'Zeitreihenanalyse',
  'A/B testing': 'A/B-Tests',
};

/** A skill name as it reads inside a sentence: "Product management" becomes "product management" (or "Projektmanagement" in German), "React" stays. */
export function skillInSentence(given: string, language: 'en' | 'de'): string {
  // "Mysql, Sql Server, Javascript, Jquery": a product a resume's keyword list wrote in the wrong case is written as
  // its maker spells it ("MySQL", "SQL Server", "JavaScript", "jQuery"); a plain word keeps the resume's case, unless
  // the resume shouted it ("STATISTICS", "PROJECT MANAGEMENT": "Statistics", "project management").
  const known = canonicalSkillName(given);
  const shouted = /^[\p{Lu}\s&/-]{5,}$/u.test(given) && (given.match(/\p{Lu}/gu) ?? []).length >= 5;
  const name =
    known !== undefined &&
    known !== given &&
    known.toLowerCase() === given.toLowerCase() &&
    (/\p{Lu}.*\p{Lu}|^\p{Ll}/u.test(known) || shouted)
      ? known
      : given;
  // German capitalises nouns; tool names such as "pytest" keep their own spelling.
  if (language === 'de') return germanSkillNames[name] ?? name;
  return /^[A-Z][a-z]+(?:[ -][a-z/]+)+$/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

const technicalNames = new Set(technicalSkills.map((entry) => entry.name));

/**
 * Whether a skill is a tool or technology one works "with" ("DATEV", "SolidWorks", "Python"), rather than a field or
 * activity ("Praxisanleitung", "Mahnwesen", "Machine learning") that one has experience in. Unknown names count as
 * tools only when they are written like product names: acronyms, inner capitals or digits.
 */
export function isToolSkill(name: string): boolean {
  const trimmed = name.trim();
  const known = canonicalSkillName(trimmed);
  if (known) {
    return (
      technicalNames.has(known) &&
      germanSkillNames[known] === undefined &&
      !/^[A-Z][a-z]+(?:[ -][a-z/]+)+$/.test(known) &&
      !/^\p{Ll}/u.test(known)
    );
  }
  return (
    /^[\p{Lu}\p{N}][\p{Lu}\p{N}.&/+-]{1,}$/u.test(trimmed) || /\p{Ll}\p{Lu}/u.test(trimmed) || /\p{N}/u.test(trimmed)
  );
}
