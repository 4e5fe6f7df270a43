// Kinds of tools an ad asks for without naming one ("modern front-end build pipelines and tools", "a CRM", "code
// versioning tools"), with the tools that are of that kind. A resume that lists Webpack answers "build pipelines"
// as surely as one that repeats the ad's words; the letter then names the tools the resume lists, never the kind.

type SkillCategory = { asks: RegExp; tools: RegExp };

const categories: readonly SkillCategory[] = [
  {
    asks: /\bbuild (?:pipelines?|tools?|systems?)\b|\bbundlers?\b/i,
    tools: /^(?:webpack|babel|vite|rollup|parcel|gulp|grunt|esbuild|turbopack|swc)$/i,
  },
  {
    asks: /\b(?:code )?version(?:ing)? control\b|\bcode versioning\b|\bsource control\b/i,
    tools: /^(?:git|github|gitlab|bitbucket|svn|subversion|mercurial|perforce)$/i,
  },
  {
    asks: /\bci\s*\/\s*cd\b|\bcontinuous (?:integration|delivery|deployment)\b/i,
    tools: /^(?:jenkins|github actions|gitlab ci|circleci|travis ci|azure devops|teamcity|bamboo|argo ?cd)$/i,
  },
  {
    asks: /\bcontaineri[sz]ation\b|\bcontainers?\b|\borchestration\b/i,
    tools: /^(?:docker|kubernetes|podman|openshift|helm|ecs|docker compose)$/i,
  },
  {
    asks: /\bcloud (?:platforms?|services|providers?|infrastructure|computing)\b/i,
    tools: /^(?:aws|amazon web services|azure|microsoft azure|google cloud(?: platform)?|gcp)$/i,
  },
  {
    asks: /\bcrm\b|customer relationship management/i,
    tools: /^(?:salesforce|hubspot|zoho(?: crm)?|microsoft dynamics(?: 365)?|dynamics 365|goldmine|act!?|pipedrive)$/i,
  },
  {
    asks: /\b(?:testing|test) (?:frameworks?|tools?)\b|\bautomated tests?\b|\bunit tests?\b|\bunit testing\b/i,
    tools: /^(?:jest|mocha|vitest|junit|pytest|cypress|selenium|playwright|mockito|testng|rspec|jasmine)$/i,
  },
  {
    asks: /\bdesign (?:tools|software|packages?)\b|\badobe creative (?:suite|cloud)\b/i,
    tools:
      /^(?:figma|sketch|adobe xd|photoshop|adobe photoshop|illustrator|adobe illustrator|indesign|adobe indesign|canva)$/i,
  },
  {
    asks: /\baccounting (?:software|systems?|packages?)\b|\bfinance systems?\b|\berp\b/i,
    tools: /^(?:sage(?: \d+)?|xero|quickbooks|sap|oracle(?: financials)?|myob|datev|netsuite|dynamics 365)$/i,
  },
  {
    asks: /\belectronic (?:health|patient|medical) records?\b|\b(?:ehr|emr|epr)\b/i,
    tools: /^(?:epic|cerner|emis|systmone|meditech|allscripts|rio)$/i,
  },
];

/** The skills among `skillNames` that are of a kind the requirement asks for without naming a tool. */
export function skillsOfAskedKind(requirement: string, skillNames: readonly string[]): string[] {
  const asked = categories.filter((category) => category.asks.test(requirement));
  if (asked.length === 0) return [];
  return skillNames.filter((name) => asked.some((category) => category.tools.test(name.trim())));
}
