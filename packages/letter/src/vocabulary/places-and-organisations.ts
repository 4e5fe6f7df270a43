// What tells an employer from a place in a resume line: legal forms and words organisations are named with, and the
// shapes places take ("Mountain View, CA, USA", "City , State" in anonymised resumes, "Remote").

/** Legal forms that end a company name ("Inc.", "GmbH", "Ltd"), written as a separate segment or at the end. */
export const legalFormPattern =
  /(?:^|[\s,])(?:inc|llc|llp|lp|ltd|limited|plc|pllc|g?gmbh|ag|se|kg|ohg|ug|gbr|mbb|e\.?\s?k|e\.?\s?v|corp|corporation|co|company|s\.?a|s\.?l|s\.?r\.?l|s\.?a\.?s|sarl|b\.?v|n\.?v|oy|ab|as|pty|pvt|pte|bhd|cc|p\.c|p\.a|sp\.?\s?z\s?o\.?\s?o)\.?(?:\s*&\s*co\.?(?:\s*kg)?)?\s*$/iu;

/**
 * Words organisations are named with: a phrase that holds one is very likely an employer, not a title or a place. A
 * trade's word that also names posts ("Security Officer", "Warehouse Operative", "Supply Teacher") is not one.
 */
const organisationWords = new Set(
  `
company companies group holdings corporation corp inc ltd llc llp plc gmbh ag partners partnership associates
solutions systems technologies technology tech labs laboratories software services consulting consultancy agency
studio studios media networks network industries international global enterprises ventures capital bank banking
financial insurance trust foundation charity council authority board commission department ministry office agency
hospital hospitals clinic clinics health healthcare medical care nhs infirmary hospice pharmacy practice surgery
university college school academy institute institution polytechnic schools district county city state federal
government army navy air force marines corps police fire restaurant restaurants hotel hotels resort resorts cafe café
coffee bistro brasserie pub inn deli pantry salon spa gym bar kitchen catering bakery store stores shop shops market supermarket supermarkets hypermarket hypermarkets retail mall club association society union
church ministries center centre centers centres home homes housing estates properties realty construction builders
manufacturing factory plant works motors airline airlines airways railway logistics transport shipping freight energy power
utilities oil gas pharmaceuticals pharma biotech communications telecom publishing press news magazine newspaper
records entertainment films productions museum library gallery theatre theater stadium llp gmbh universität
hochschule klinik kliniken klinikum krankenhaus zentrum stadtwerke stiftung verein gesellschaft verwaltung amt landratsamt behörde werk
werke bund kanzlei praxis büro universidad hospital empresa grupo universidade université entreprise société groupe
foods supplies contractors contracting kennels cattery newsagents newsagent chemists opticians garage interiors brewery
farms nurseries lettings haulage removals couriers traders dealership vets guarding butchers florists grocers mills
ambulance fund cooperative coop cooperativa constructors partnerschaft bundeswehr
packaging plastics metals textiles outfitters foodservice wholesalers orthodontics dentistry
cabane croûte boulangerie pâtisserie auberge traiteur épicerie dépanneur hôtel restaurante taller tienda panadería
ferretería clínica farmacia colegio residencia ayuntamiento asociación fundación supermercado cafetería
asesoría gestoría consultoría asociados abogados hermanos distribuciones logística transportes construcciones
banco bodega bodegas viña viñedos clinique polyclinique hôpital pharmacie école lycée mairie banque compagnie laboratoire
cabinet associés étude fiduciaire mutuelle maison biscuiterie fromagerie chocolaterie
fondazione azienda società ospedale comune università istituto museo musei biblioteca associazione cooperativa
assicurazioni banca gruppo fundação hospital empresa associação câmara
`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** German names join their kind to their subject: "Pflegezentrum", "Seniorenresidenz", "Diakoniewerk", "Stadtklinik". */
const germanOrganisationCompound =
  /^\p{L}{3,}(?:zentrum|klinik|klinikum|krankenhaus|residenz|pflegeheim|altenheim|werk|werke|stift|verband|gesellschaft)$/u;

/** What kind of business a name is, as a resume says it in brackets: "(independent)", "(chain)", "(family-run)". */
const businessKind = String.raw`(?:an?\s+)?(?:independent|chain|franchise|family(?:[- ](?:run|owned))?|charity|non-?profit|social enterprise)`;
/** "Belgrave Road Chemist (independent)": a bracket anywhere in the text that says what kind of business it is. */
export const businessKindInBrackets = new RegExp(`\\(${businessKind}\\b[^)]*\\)`, 'iu');
/** The same bracket ending a name, to be taken off it: "Wellstone Pharmacy (chain)" → "Wellstone Pharmacy". */
export const trailingBusinessKind = new RegExp(`\\s*\\(${businessKind}\\)$`, 'iu');
/** The words of such a bracket on their own ("independent"), where a heading was split at its brackets. */
export const businessKindWords = new RegExp(`^${businessKind}$`, 'iu');

/**
 * "Southlake Regional Health Centre Newmarket, ON", "Mackenzie Health Richmond Hill, ON": an organisation's name with
 * its town and state or province after it, their separator lost by a PDF's right-aligned column. The town is the
 * capitalised words after the name's last word for an organisation ("Centre", "Health"); undefined where the name has
 * no such word to end it, or where the letters are no state's ("PA", "MD" and "MA" are also letters after a name).
 */
export function splitTrailingTown(text: string): { name: string; place: string } | undefined {
  const found = text.trim().match(/^(.+?),\s*([A-Z]{2,3})$/u);
  const [, before = '', code = ''] = found ?? [];
  if (!stateCodes.has(code) || /^(?:PA|MD|MA)$/u.test(code)) return undefined;
  const words = before.split(/\s+/u);
  const lastOrganisationWord = words.findLastIndex((word) => organisationWords.has(word.toLowerCase()));
  const town = words.slice(lastOrganisationWord + 1);
  if (lastOrganisationWord < 0 || town.length === 0 || town.length > 3) return undefined;
  if (!town.every((word) => /^\p{Lu}[\p{Ll}.'’-]+$/u.test(word))) return undefined;
  return { name: words.slice(0, lastOrganisationWord + 1).join(' '), place: `${town.join(' ')}, ${code}` };
}

/** True when a phrase holds a word organisations are named with, or ends in a legal form. */
export function looksLikeOrganisation(text: string): boolean {
  if (legalFormPattern.test(text)) return true;
  // "Belgrave Road Chemist (independent)", "Wellstone Pharmacy (chain)": what kind of business it is, in brackets.
  if (businessKindInBrackets.test(text)) return true;
  if (/^(?:[\p{Lu}][\p{L}'-]*\s+)*(?:city|town)\s+cent(?:re|er)$/iu.test(text.trim())) return false;
  // "Maître d'hôtel": a post in a restaurant's dining room, named after a hotel's master.
  if (/^(?:(?:premier|second|assistant)\s+)?ma[iî]tre\s+d['’]h[ôo]tel$/iu.test(text.trim())) return false;
  // "Little Gumnut Early Learning": a childcare centre, named by what it does.
  if (/\bEarly (?:Learning|Education|Years)\b/u.test(text)) return true;
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => organisationWords.has(word) || germanOrganisationCompound.test(word));
}

const usStateCodes =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const usStateNames =
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada new hampshire new jersey new mexico new york north carolina north dakota ohio oklahoma oregon pennsylvania rhode island south carolina south dakota tennessee texas utah vermont virginia washington west virginia wisconsin wyoming';
/** The US states' names, each whole ("new york", "west virginia", "ohio"). */
const usStates = [...usStateNames.matchAll(/new \w+|north \w+|south \w+|west \w+|rhode island|\w+/g)].map(
  (match) => match[0],
);
/** The same as one pattern of whole words, longest first ("West Virginia" before "Virginia"). */
const usStatePattern = new RegExp(
  `(?<![\\p{L}])(?:${[...usStates].sort((left, right) => right.length - left.length).join('|')})(?![\\p{L}])`,
  'giu',
);

/** The US states a text names in full ("Current, active Pennsylvania RDH license" → "pennsylvania"). */
export function usStatesNamed(text: string): Set<string> {
  return new Set([...text.matchAll(usStatePattern)].map((match) => match[0].toLowerCase()));
}

const countries =
  'usa us u.s. u.s.a. united states america uk u.k. united kingdom england scotland wales northern ireland ireland canada australia new zealand india germany deutschland austria österreich switzerland schweiz france spain españa italy netherlands belgium poland sweden norway denmark finland portugal mexico brazil argentina chile colombia peru china japan korea singapore malaysia philippines indonesia vietnam thailand pakistan bangladesh nigeria kenya ghana south africa egypt uae dubai saudi arabia qatar israel turkey greece romania ukraine russia czech republic hungary' +
  // Countries of the resumes read since ("Registered Radiographer, Mauritius", "Kigali, Rwanda"); names that are also
  // people's first names ("Jordan", "Chad") are left out.
  ' mauritius malawi zambia zimbabwe botswana namibia tanzania uganda rwanda burundi ethiopia somalia sudan senegal' +
  ' morocco algeria tunisia cameroon gabon angola mozambique madagascar seychelles lesotho eswatini liberia gambia' +
  ' benin togo nepal bhutan maldives myanmar cambodia mongolia kazakhstan uzbekistan iran iraq lebanon kuwait bahrain' +
  ' oman cyprus malta estonia latvia lithuania slovakia slovenia croatia serbia albania bulgaria moldova iceland' +
  ' luxembourg jamaica barbados bahamas belize guatemala honduras nicaragua panama ecuador bolivia paraguay uruguay' +
  ' venezuela guyana suriname fiji samoa tonga taiwan';

/**
 * Large cities job ads name as where the work is ("Comptable (H/F) – Lyon", "Project Manager Job in Birmingham"),
 * never as who is hiring. Names that are as often people's first names or English words ("Austin", "Charlotte",
 * "Reading", "Nice", "Phoenix") are left out: an ad's own "City, ST" or "Location:" names those (`placesNamedIn`).
 */
const cities = [
  'london manchester birmingham leeds glasgow edinburgh liverpool bristol sheffield newcastle nottingham leicester',
  'cardiff belfast coventry bradford southampton portsmouth brighton plymouth oxford cambridge york aberdeen dundee',
  'swansea hull norwich exeter sunderland wolverhampton luton northampton ipswich dublin cork galway limerick',
  'paris lyon marseille toulouse nantes strasbourg montpellier bordeaux lille rennes reims toulon grenoble dijon',
  // France's regions, as a French CV places a job held in several towns ("Bretagne, Normandie").
  'bretagne normandie alsace lorraine provence occitanie aquitaine bourgogne picardie auvergne corse île-de-france',
  'angers nîmes villeurbanne le havre tours limoges amiens metz besançon perpignan orléans rouen caen nancy annecy',
  'brest mulhouse madrid barcelona valencia sevilla seville zaragoza málaga murcia bilbao alicante córdoba valladolid',
  'vigo gijón granada oviedo santander pamplona salamanca cádiz burgos tarragona girona marbella berlin hamburg',
  'münchen munich köln cologne frankfurt stuttgart düsseldorf dortmund leipzig bremen dresden hannover nürnberg',
  'nuremberg duisburg bochum wuppertal bielefeld münster mannheim karlsruhe augsburg wiesbaden aachen freiburg mainz',
  'heidelberg regensburg potsdam rostock wien vienna graz linz salzburg innsbruck zürich zurich genève geneva basel',
  'lausanne roma rome milano milan napoli naples torino turin firenze bologna venezia venice genova amsterdam',
  'rotterdam brussels bruxelles antwerp lisbon lisboa porto copenhagen stockholm oslo helsinki warsaw prague budapest',
  'athens dubai doha riyadh singapore mumbai delhi bangalore bengaluru pune hyderabad chennai kolkata karachi lahore',
  'manila jakarta bangkok tokyo sydney melbourne brisbane adelaide auckland wellington toronto montreal montréal',
  'vancouver calgary ottawa edmonton johannesburg durban nairobi lagos cairo bogotá lima santiago chicago houston',
  'philadelphia dallas jacksonville indianapolis seattle denver nashville boston detroit memphis louisville baltimore',
  'milwaukee albuquerque tucson fresno sacramento atlanta miami oakland minneapolis tulsa cleveland wichita tampa',
  'pittsburgh cincinnati omaha raleigh springfield modesto richmond buffalo newark brooklyn manhattan',
  // (Large cities of the countries resumes come from most, read in held-out sets: "Christchurch, 2019 - present",
  // "Fujairah, United Arab Emirates", "Kampala", "Winnipeg" were taken for employers. Names as often a person's or a
  // company's, "Hamilton", "Regina", "Mendoza", "Halifax", are left out.)
  'christchurch tauranga dunedin canberra geelong wollongong newcastle-upon-tyne winnipeg saskatoon mississauga',
  'brampton burnaby gatineau kampala entebbe kigali dodoma mombasa kisumu nakuru eldoret accra kumasi abuja',
  'ibadan kano enugu lusaka harare bulawayo gaborone windhoek maputo lilongwe blantyre pretoria soweto',
  'bloemfontein gqeberha kinshasa douala yaoundé dakar abidjan tunis casablanca rabat marrakech sharjah ajman',
  'fujairah muscat manama amman beirut jeddah dammam istanbul ankara izmir tallinn riga vilnius kraków krakow',
  'wrocław wroclaw gdańsk gdansk poznań poznan łódź lodz bratislava ljubljana zagreb belgrade bucharest timișoara',
  'iași chișinău kyiv kiev lviv kharkiv odesa minsk gothenburg göteborg malmö uppsala trondheim stavanger aarhus',
  'odense espoo tampere turku reykjavik eindhoven utrecht groningen maastricht leiden delft haarlem ghent bruges',
  'liège namur charleroi medellín medellin barranquilla cartagena bucaramanga quito guayaquil caracas maracaibo',
  'guadalajara monterrey puebla tijuana querétaro mérida cancún toluca montevideo asunción córdoba valparaíso',
  'arequipa cusco cochabamba curitiba recife fortaleza brasília manaus cebu davao makati pasig taguig iloilo',
  'bacolod baguio hanoi saigon danang yangon kathmandu colombo dhaka chittagong islamabad rawalpindi faisalabad',
  'peshawar ahmedabad jaipur lucknow kanpur nagpur indore bhopal patna vadodara surat coimbatore kochi cochin',
  'thiruvananthapuram mysore mangalore visakhapatnam vijayawada noida gurgaon gurugram ghaziabad faridabad',
  'chandigarh ludhiana amritsar nashik aurangabad thane bhubaneswar guwahati ranchi dehradun shimla madurai',
  'tiruchirappalli penang ipoh surabaya bandung medan semarang yogyakarta denpasar bali seoul busan incheon daegu',
  'osaka kyoto yokohama nagoya sapporo fukuoka beijing shanghai guangzhou shenzhen chengdu wuhan hangzhou nanjing',
  'tianjin taipei kaohsiung',
].join(' ');
const multiWordCities = [
  'dar es salaam',
  'port harcourt',
  'benin city',
  'addis ababa',
  'belo horizonte',
  'porto alegre',
  'phnom penh',
  'kuala lumpur',
  'johor bahru',
  'navi mumbai',
  'la plata',
  'cluj-napoca',
  'new york',
  'los angeles',
  'san francisco',
  'san diego',
  'san jose',
  'san antonio',
  'fort worth',
  'las vegas',
  'new orleans',
  'st. louis',
  'saint louis',
  'salt lake city',
  'kansas city',
  'long beach',
  'milton keynes',
  'stoke-on-trent',
  'clermont-ferrand',
  'palma de mallorca',
  'frankfurt am main',
  'abu dhabi',
  'kuala lumpur',
  'cape town',
  'mexico city',
  'buenos aires',
  'são paulo',
  'hong kong',
];

const cityNames = new Set([...cities.split(' '), ...multiWordCities]);

/**
 * True when a segment is one of the large cities known by name ("Coventry", "Lyon"): a place, but never the state or
 * country that says the segment before it is a city ("Arrowline Buses — Coventry" names an employer and its town).
 */
export function isCityName(segment: string): boolean {
  return cityNames.has(segment.trim().toLowerCase().replace(/\.$/, ''));
}

/** A country's regions named in one word ("Midwest", "Midlands"). */
const regions =
  'midwest mid-west northeast north-east southeast south-east southwest south-west northwest north-west mid-atlantic midlands' +
  // The world's regions a sales post covers, by their letters and one-word names ("Head of Sales, APAC").
  ' apac apj emea asean anz dach benelux nordics latam americas emeia' +
  // Britain's counties, as a job board files a post under its town, county and region ("Manchester Lancashire North
  // West"); those that are as often a person's name or an English word ("Kent", "Durham", "Fife") are left out.
  ' lancashire yorkshire merseyside cheshire cumbria northumberland derbyshire nottinghamshire lincolnshire' +
  ' leicestershire staffordshire shropshire warwickshire worcestershire herefordshire gloucestershire oxfordshire' +
  ' buckinghamshire bedfordshire hertfordshire cambridgeshire northamptonshire norfolk suffolk essex surrey hampshire' +
  ' berkshire wiltshire dorset somerset devon cornwall sussex lanarkshire ayrshire lothian glamorgan gwynedd powys';

const placeNames = new Set(
  [...usStateNames.split(' '), ...countries.split(' '), ...cities.split(' '), ...regions.split(' ')].filter(
    (word) => word.length > 0,
  ),
);
const multiWordPlaces = usStates
  .filter((state) => state.includes(' '))
  .concat(['united states', 'united kingdom', 'new zealand', 'northern ireland', 'south africa', 'saudi arabia'])
  .concat(['sri lanka', 'sierra leone', 'costa rica', 'dominican republic', 'puerto rico', 'hong kong', 'el salvador'])
  .concat(['trinidad and tobago', 'burkina faso', 'papua new guinea', 'ivory coast', 'south sudan', 'north macedonia'])
  .concat(['united arab emirates', 'abu dhabi', 'ras al khaimah', 'saudi arabia', 'new caledonia', 'cape verde'])
  // A country's regions, which name no employer ("Midwest - Regional Drivers", "Pacific Northwest").
  .concat(['new england', 'west coast', 'east coast', 'gulf coast', 'sun belt', 'tri-state area', 'bay area'])
  .concat(['pacific northwest', 'upper midwest', 'east midlands', 'west midlands', 'home counties', 'south coast'])
  // The world's regions a sales post covers ("Regional Sales Director, Southeast Asia"), never an employer.
  .concat(['southeast asia', 'south east asia', 'south-east asia', 'north america', 'latin america', 'middle east'])
  .concat([
    'asia pacific',
    'western europe',
    'eastern europe',
    'central europe',
    'northern europe',
    'sub-saharan africa',
  ])
  .concat(multiWordCities);
// Canada's provinces and territories, and Australia's states ("Kelowna BC", "Fitzroy VIC"), beside the US states.
const otherRegionCodes = 'BC AB SK MB ON QC NB NS PE NL YT NT NU NSW VIC QLD TAS ACT';
const stateCodes = new Set([...usStateCodes.split(' '), ...otherRegionCodes.split(' ')]);

/** "City , State", "City, State": the placeholders anonymised resumes put where the place was. */
export const placeholderLocationPattern = /\bCity\s*,\s*State\b|\bCity\b(?=\s*$)|\bState\b(?=\s*$)/u;

/** "Company Name": the placeholder anonymised resumes put where the employer was. */
export const placeholderEmployerPattern = /\bCompany\s+Name\b/iu;

/** Words that say where or how work is done rather than for whom. */
// ("Valencia (híbrido)": a Spanish CV's way of working; unknown, it made the town the employer.)
const workModes = new Set([
  'remote',
  'hybrid',
  'onsite',
  'on-site',
  'on site',
  'home based',
  'home-based',
  'vor ort',
  'hybrides arbeiten',
  'híbrido',
  'remoto',
  'en remoto',
  'teletrabajo',
  'presencial',
  'hybride',
  'télétravail',
  'à distance',
  'sur site',
  'ibrido',
  'da remoto',
]);

/** True when a short segment names a place or a way of working ("CA", "USA", "New York", "Remote", "City"). */
export function looksLikePlace(segment: string): boolean {
  const trimmed = segment
    .trim()
    .replace(/^\(|\)$/g, '')
    .trim();
  if (trimmed === '') return false;
  if (stateCodes.has(trimmed.replace(/\.$/, ''))) return true;
  const lower = trimmed.toLowerCase().replace(/\.$/, '');
  if (workModes.has(lower) || placeNames.has(lower) || multiWordPlaces.includes(lower)) return true;
  // ("South East", "North West": a region written with a space.)
  if (/^(?:north|south)\s+(?:east|west)$/u.test(lower)) return true;
  // "the Netherlands", "the Philippines": a country named with its article.
  const withoutArticle = lower.replace(/^the\s+/u, '');
  if (withoutArticle !== lower && (placeNames.has(withoutArticle) || multiWordPlaces.includes(withoutArticle)))
    return true;
  if (/^(?:city|state|town|county)$/i.test(trimmed)) return true;
  // "Makati City", "Quezon City", "Salt Lake City": a town named with its word for a town.
  if (/^(?:\p{Lu}\p{Ll}+\s+){1,2}City$/u.test(trimmed)) return true;
  // "County Galway", "Co. Mayo", "County Durham": a county named as the Irish and the English name theirs.
  if (/^(?:County|Co\.?)\s+\p{Lu}\p{Ll}+$/u.test(trimmed)) return true;
  // "Standort Dortmund-Ellinghausen", "Sede Medellín": the site of an employer, named as German and Spanish CVs do.
  if (/^(?:Standort|Niederlassung|Filiale|Werk|Sede|Sucursal)\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?$/u.test(trimmed))
    return true;
  // "Leeds city centre", "town centre": a part of a town, whatever word names the town.
  if (/^(?:[\p{Lu}][\p{L}'-]*\s+)*(?:city|town)\s+cent(?:re|er)$/iu.test(trimmed)) return true;
  // "Western Canada", "Northern BC", "South East England": a region of a known place, named by where in it.
  const region = trimmed.match(
    /^(?:North|South|East|West|Northern|Southern|Eastern|Western|Central|Upstate|Downstate)(?:[- ](?:East|West|Eastern|Western))?\s+(\S.*)$/u,
  )?.[1];
  if (region !== undefined && looksLikePlace(region)) return true;
  // "Springfield, IL" or "Austin TX" inside one segment.
  const code = trimmed.match(/^[\p{Lu}][\p{L}.' -]+[ ,]+([A-Z]{2,3})$/u)?.[1];
  // ("Cosmo Foods DC": a company's distribution centre, its name an organisation's, never a town in the District.)
  if (code !== undefined && stateCodes.has(code) && !(code === 'DC' && looksLikeOrganisation(trimmed.slice(0, -2))))
    return true;
  // "Manchester Lancashire North West", "London South East": a job board's town, county and region in a row, each a
  // place of one or two words.
  const words = trimmed.split(/\s+/u);
  return words.length >= 2 && words.length <= 8 && splitsIntoPlaces(words, 0, 0);
}

/** Whether the words from `start` on are places of one or two words each, two places at least in all. */
function splitsIntoPlaces(words: readonly string[], start: number, found: number): boolean {
  if (start === words.length) return found >= 2;
  for (const size of [1, 2]) {
    if (start + size > words.length || (start === 0 && size === words.length)) continue;
    const chunk = words.slice(start, start + size).join(' ');
    if (/^\p{Lu}/u.test(chunk) && looksLikePlace(chunk) && splitsIntoPlaces(words, start + size, found + 1))
      return true;
  }
  return false;
}
