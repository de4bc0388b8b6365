import type { Industry } from '@upstream/contract';

/**
 * The words that tell a company's industry, as a person reads a job board: in a posting's title or department
 * (`titles`), in its description (`text`, phrases a company writes about itself), in the company's name
 * (`name`). Patterns are matched case-insensitively on word boundaries; keep them specific (a "Security
 * Engineer" is at every software company, a "SOC Analyst" is not).
 */
export interface IndustryWords {
  industry: Industry;
  titles?: string[];
  text?: string[];
  name?: string[];
  /** Titles that look like this industry's but are found at any company ("Solutions Consultant"). */
  notTitles?: string[];
  /** A higher bar than the default, for words every kind of company also uses ("Machine Learning Engineer"). */
  minScore?: number;
}

export const INDUSTRY_WORDS: IndustryWords[] = [
  {
    industry: 'Healthcare',
    titles: [
      'nurse', 'nursing', 'rn', 'lpn', 'cna', 'np', 'pmhnp', 'physician', 'physicians', 'surgeon', 'surgical',
      'clinical', 'clinician', 'clinic', 'patient', 'medical assistant', 'medical director', 'therapist',
      'psychiatrist', 'psychiatric', 'psychologist', 'optician', 'optometrist', 'optical', 'ophthalmic',
      'dental', 'dentist', 'hygienist', 'caregiver', 'home health', 'behavioral health', 'mental health',
      'pharmacist', 'pharmacy', 'radiology', 'sonographer', 'phlebotomist', 'pathology', 'hospitalist',
      'care coordinator', 'health coach', 'dietitian', 'veterinarian', 'veterinary', 'medical coder',
      'revenue cycle', 'prior authorization', 'bcba', 'rbt', 'counselor', 'midwife', 'doula', 'md', 
      'pediatric', 'cardiology', 'oncology', 'dermatology', 'neurology', 'endocrinology', 'urgent care',
      'detox', 'health guide', 'payer', 'medicare', 'medicaid', 'ehr', 'hipaa',
    ],
    text: ['our patients', 'patient care', 'clinical care', 'hospitals', 'health system'],
    name: ['health', 'healthcare', 'medical', 'clinic', 'care', 'medicine', 'dental', 'eyecare', 'therapy', 'hospital'],
  },
  {
    industry: 'Biotech',
    titles: [
      'scientist', 'research associate', 'biology', 'biologist', 'biochemistry', 'assay', 'cell therapy',
      'gene therapy', 'genomics', 'protein', 'antibody', 'molecular', 'computational biology', 'bioinformatics',
      'crispr', 'cmc', 'process development', 'analytical development', 'laboratory', 'lab technician',
      'drug discovery', 'early discovery', 'translational',
    ],
    text: ['therapeutics', 'drug discovery', 'biotechnology', 'clinical-stage', 'preclinical'],
    name: ['therapeutics', 'bio', 'biosciences', 'bioscience', 'biotherapeutics', 'genomics', 'labs bio', 'biologics'],
  },
  {
    industry: 'Pharmaceuticals',
    titles: ['pharmacology', 'pharmacovigilance', 'regulatory affairs', 'medical science liaison', 'drug safety'],
    text: ['pharmaceutical'],
    name: ['pharma', 'pharmaceuticals', 'pharmaceutical'],
  },
  {
    industry: 'Education',
    titles: [
      'teacher', 'teaching', 'tutor', 'instructor', 'school', 'student', 'students', 'curriculum', 'assistant principal',
      'faculty', 'professor', 'lecturer', 'admissions', 'college counselor', 'academic', 'education', 'k-12',
      'learning experience', 'instructional', 'after school', 'classroom', 'paraprofessional', 'dean',
      'elementary', 'middle school', 'high school', 
    ],
    text: ['our students', 'learners', 'edtech', 'k-12', 'classrooms', 'educators'],
    name: ['school', 'schools', 'academy', 'academies', 'education', 'learning', 'tutoring', 'university', 'college'],
  },
  {
    industry: 'Fintech',
    titles: [
      'payments', 'payment', 'banking', 'lending', 'loan', 'loans', 'credit card', 'credit cards', 'card issuing',
      'underwriting', 'underwriter', 'collections', 'chargebacks', 'disputes', 'fraud', 'aml', 'kyc', 'bsa',
      'brokerage', 'fintech', 'treasury management', 'credit unions', 'deposits', '401k', 'payroll',
    ],
    text: ['fintech', 'financial technology', 'payments platform', 'banking platform', 'neobank', 'lending platform'],
    name: ['pay', 'payments', 'capital on tap', 'finance', 'financial', 'lending', 'credit', 'wallet'],
  },
  {
    industry: 'Financial Services',
    titles: [
      'trader', 'trading', 'quantitative', 'quant', 'investment', 'investments', 'portfolio', 'asset management',
      'private equity', 'hedge fund', 'wealth', 'fund accounting', 'fund controller', 'investor relations',
      'equity research', 'fixed income', 'derivatives', 'capital markets', 'valuation', 'cfds', 'fx',
    ],
    text: ['hedge fund', 'asset manager', 'investment firm', 'private equity', 'proprietary trading'],
    name: ['capital', 'investments', 'asset management', 'securities', 'advisors', 'trader', 'markets'],
  },
  {
    industry: 'Banking',
    titles: ['bank teller', 'teller', 'branch manager', 'mortgage loan officer', 'relationship banker'],
    name: ['bank', 'banco', 'credit union', 'bancorp'],
  },
  {
    industry: 'Insurance',
    titles: [
      'insurance', 'claims', 'claim', 'actuary', 'actuarial', 'reinsurance', 'adjuster', 'policyholder',
      'underwriting assistant', 'licensed agent', 'insurance agent',
    ],
    text: ['insurance carrier', 'insurtech', 'policyholders'],
    name: ['insurance', 'assurance', 'mutual', 'insure'],
  },
  {
    industry: 'Crypto',
    titles: ['crypto', 'blockchain', 'web3', 'defi', 'solidity', 'smart contract', 'protocol engineer', 'onchain', 'validator'],
    text: ['blockchain', 'cryptocurrency', 'web3', 'decentralized finance'],
    name: ['chain', 'crypto', 'coin', 'labs protocol', 'foundation web3'],
  },
  {
    industry: 'Cybersecurity',
    titles: [
      'soc analyst', 'threat', 'penetration', 'pentest', 'malware', 'detection', 'incident response',
      'security researcher', 'vulnerability', 'red team', 'application security consultant',
    ],
    text: ['cybersecurity company', 'security platform', 'threat detection', 'cyber threats'],
    name: ['security', 'cyber', 'secure'],
  },
  {
    industry: 'Artificial Intelligence',
    titles: ['machine learning', 'ml engineer', 'research scientist', 'llm', 'ai research', 'applied ai', 'inference', 'pretraining', 'post-training'],
    text: ['artificial intelligence company', 'foundation models', 'large language models', 'ai lab'],
    minScore: 0.35,
    name: ['ai', 'intelligence'],
  },
  {
    industry: 'Marketing & Advertising',
    titles: [
      'paid media', 'media planner', 'media buyer', 'media sales', 'ad sales', 'advertising', 'programmatic',
      'copywriter', 'art director', 'creative director', 'account director', 'account supervisor', 'brand planner',
      'public relations', 'pr', 'demand partnerships', 'ad operations', 'adops', 'influencer', 'seo', 'sem',
      'campaign manager', 'integrated communications',
    ],
    text: ['advertising agency', 'our agency', 'ad tech', 'adtech', 'advertisers', 'media agency', 'creative agency'],
    name: ['digital', 'studios', 'agency', 'ads', 'creative'],
  },
  {
    industry: 'Media',
    titles: [
      'editor', 'editorial', 'journalist', 'reporter', 'producer', 'news', 'publishing', 'meteorologist',
      'podcast', 'broadcast', 'video editor', 'writer', 'conference producer', 'audience',
    ],
    text: ['newsroom', 'our readers', 'publisher', 'streaming service', 'entertainment company'],
    name: ['news', 'times', 'magazine', 'publishing', 'press', 'weather', 'books', 'entertainment', 'tv'],
  },
  {
    industry: 'Gaming',
    titles: ['game', 'games', 'gameplay', 'level designer', 'unreal', 'unity', 'esports', 'technical test analyst', 'game designer', 'casino'],
    text: ['video games', 'game studio', 'players worldwide', 'mobile games'],
    name: ['games', 'gaming', 'studios games', 'interactive', 'vegas'],
  },
  {
    industry: 'Retail',
    titles: [
      'store manager', 'assistant store manager', 'sales associate', 'retail', 'key holder', 'keyholder',
      'stylist', 'visual merchandiser', 'store', 'boutique', 'showroom', 'cashier', 'district manager',
    ],
    text: ['our stores', 'retail stores', 'in-store'],
    name: ['store', 'stores', 'shop', 'boutique'],
  },
  {
    industry: 'E-commerce',
    titles: ['e-commerce', 'ecommerce', 'marketplace', 'seller', 'sellers', 'category manager', 'buyer', 'merchant', 'catalog'],
    text: ['online marketplace', 'e-commerce platform', 'online retailer'],
    name: ['shop', 'commerce', 'deals', 'market'],
  },
  {
    industry: 'Consumer Goods',
    titles: [
      'cpg', 'brand manager', 'cultivation', 'dispensary', 'budtender', 'cannabis', 'harvest', 'beauty',
      'cosmetics', 'skincare', 'fragrance', 'apparel', 'footwear', 'grocery', 'retail analytics', 'nutrition',
    ],
    text: ['consumer brand', 'consumer packaged goods', 'cannabis', 'our products are sold'],
    name: ['nutrition', 'beauty', 'brands', 'cosmetics', 'industries cannabis', 'labs cannabis', 'apparel'],
  },
  {
    industry: 'Food',
    titles: [
      'chef', 'cook', 'kitchen', 'restaurant', 'culinary', 'food safety', 'barista', 'bakery', 'baker',
      'dishwasher', 'bartender', 'sous chef', 'food', 'beverage', 'beer', 'wine',
    ],
    text: ['restaurants', 'food and beverage', 'our menu'],
    name: ['foods', 'food', 'kitchen', 'beer', 'coffee', 'restaurant', 'eats', 'brewing', 'beverage'],
  },
  {
    industry: 'Hospitality',
    titles: ['hotel', 'housekeeping', 'housekeeper', 'concierge', 'front desk agent', 'guest services', 'resort', 'banquet'],
    text: ['hospitality', 'our guests', 'hotels'],
    name: ['hotel', 'hotels', 'resorts', 'hospitality'],
  },
  {
    industry: 'Travel',
    titles: ['travel', 'flight', 'flights', 'trip', 'booking', 'hotel partnerships', 'tour'],
    text: ['travel company', 'travelers', 'travellers', 'book trips'],
    name: ['travel', 'trip', 'flight', 'tours', 'booking'],
  },
  {
    industry: 'Transportation',
    titles: [
      'autonomous vehicle', 'autonomy', 'fleet', 'mobility', 'transit', 'rider', 'scooter', 'e-scooter',
      'rideshare', 'driver', 'drivers', 'av operations',
    ],
    text: ['self-driving', 'autonomous driving', 'rideshare', 'ride-hailing', 'public transit'],
    name: ['mobility', 'transit', 'rides', 'motors', 'transport', 'transportation'],
  },
  {
    industry: 'Automotive',
    titles: [
      'automotive', 'auto body', 'dealership', 'vehicle', 'collision', 'mechanic', 'auto', 'car', 'cars',
      'roadside', 'detailer', 'service advisor', 'painter',
    ],
    text: ['automotive', 'car buyers', 'drivers and vehicles', 'connected car'],
    name: ['auto', 'motors', 'cars', 'automotive'],
  },
  {
    industry: 'Logistics',
    titles: [
      'freight', 'logistics', 'warehouse', 'supply chain', 'forklift', 'shipping', 'carrier', 'dispatcher',
      'truck', 'trucking', 'cdl', '3pl', 'fulfillment', 'delivery driver', 'brokerage freight', 'selector',
    ],
    text: ['logistics company', 'freight', 'shippers', 'supply chain platform'],
    name: ['logistics', 'freight', 'shipping', 'ship', 'cargo', 'distributors', 'delivery'],
  },
  {
    industry: 'Aerospace',
    titles: ['aerospace', 'satellite', 'spacecraft', 'propulsion', 'avionics', 'rocket', 'orbital', 'flight software', 'gnc'],
    text: ['space industry', 'satellites', 'spacecraft', 'aircraft'],
    name: ['aerospace', 'aero', 'orbital', 'aviation', 'air'],
  },
  {
    industry: 'Defense',
    titles: ['defense', 'defence', 'cleared', 'clearance', 'ts/sci', 'dod', 'mission systems', 'isr', 'weapons', 'facility security officer'],
    text: ['national security', 'warfighter', 'department of defense', 'defense customers'],
    name: ['defense', 'defence', 'dynamics', 'tactical'],
  },
  {
    industry: 'Government',
    titles: ['public sector', 'government', 'federal', 'public safety', 'municipal', 'civic'],
    text: ['government agencies', 'public sector', 'federal agencies', 'law enforcement agencies'],
    minScore: 0.3,
    name: ['government', 'gov', 'civic', 'federal', 'public'],
  },
  {
    industry: 'Manufacturing',
    titles: [
      'manufacturing', 'production associate', 'production specialist', 'production supervisor', 'machinist',
      'assembly', 'assembler', 'plant manager', 'cnc', 'welder', 'quality inspector', 'process engineer',
      'maintenance technician', 'machine operator', 'controls engineer', 'industrial', 'fabrication',
      'commissioning', 'estimator', 'quality technician', 'production operator', 'field service technician',
    ],
    text: ['manufacturer', 'our factory', 'manufacturing facility'],
    name: ['manufacturing', 'industrial', 'automation', 'conveyor', 'machines', 'lighting'],
  },
  {
    industry: 'Hardware',
    titles: [
      'hardware engineer', 'electrical engineer', 'firmware', 'pcb', 'asic', 'fpga', 'silicon', 'semiconductor',
      'rf engineer', 'embedded', '3d print', 'electronics', 'optics', 'mechanical engineer', 'hardware',
    ],
    text: ['hardware company', 'semiconductor', 'chips'],
    name: ['electronics', 'robotics', 'semiconductor', 'silicon', 'hardware'],
  },
  {
    industry: 'Energy',
    titles: [
      'solar', 'energy', 'utility', 'grid', 'battery', 'wind', 'oil', 'gas', 'power plant', 'interconnection',
      'renewable', 'ev charging', 'energy storage', 'utility scale', 'pv', 'substation',
    ],
    text: ['clean energy', 'renewable energy', 'solar', 'energy company'],
    name: ['energy', 'solar', 'power', 'electric', 'renewables', 'sol'],
  },
  {
    industry: 'Climate',
    titles: ['climate', 'carbon', 'sustainability', 'decarbonization', 'emissions'],
    text: ['climate change', 'decarbonize', 'carbon removal', 'net zero'],
    name: ['climate', 'carbon'],
  },
  {
    industry: 'Real Estate',
    titles: [
      'real estate', 'property manager', 'property management', 'leasing', 'apartment', 'tenant', 'realtor',
      'housing', 'rental', 'landlord', 'commercial real estate', 'escrow', 'title officer', 'mortgage',
    ],
    text: ['real estate', 'renters', 'homeowners', 'property owners', 'landlords'],
    name: ['homes', 'realty', 'properties', 'property', 'housing', 'estate', 'living', 'rent', 'immo'],
  },
  {
    industry: 'Construction',
    titles: [
      'construction', 'architect project', 'project architect', 'architectural', 'superintendent', 'civil engineer',
      'hvac', 'electrician', 'plumber', 'carpenter', 'site manager', 'foreman', 'job captain', 
    ],
    text: ['construction company', 'general contractor', 'construction projects', 'architecture firm'],
    name: ['construction', 'builders', 'architects', 'contracting', 'roofing'],
  },
  {
    industry: 'Telecommunications',
    titles: ['telecom', 'telecommunications', 'wireless', 'voip', '5g', 'fiber', 'das', 'carrier account', 'network operations center'],
    text: ['telecommunications', 'communications platform', 'mobile network', 'international calling', 'wi-fi'],
    name: ['telecom', 'networks', 'mobile', 'wireless', 'communications', 'bandwidth', 'fiber'],
  },
  {
    industry: 'Consulting',
    titles: [
      'consultant', 'consulting', 'advisory', 'client service associate', 'engagement manager', 'expert network',
      'business principal consultant', 'it services',
    ],
    notTitles: ['solutions consultant', 'solution consultant', 'implementation consultant', 'sales consultant', 'platform consultant', 'delivery consultant', 'customer success consultant', 'technical consultant', 'professional services', 'onboarding consultant'],
    minScore: 0.3,
    text: ['consulting firm', 'consultancy', 'advisory firm', 'professional services firm'],
    name: ['consulting', 'associates', 'advisory', 'consultants'],
  },
  {
    industry: 'Staffing',
    titles: ['recruiter', 'recruitment consultant', 'staffing', 'placement', 'talent sourcer', 'contract recruiter'],
    text: ['staffing agency', 'staffing firm', 'our clients are hiring', 'recruitment agency'],
    name: ['staffing', 'recruitment', 'talent', 'search', 'personnel'],
  },
  {
    industry: 'Legal',
    titles: ['attorney', 'lawyer', 'paralegal', 'legal assistant', 'associate attorney', 'litigation', 'legal secretary'],
    text: ['law firm', 'legal services'],
    name: ['law', 'legal', 'llp', 'attorneys'],
  },
  {
    industry: 'Nonprofit',
    titles: [
      'nonprofit', 'non-profit', 'program officer', 'development director', 'fundraising', 'grants', 'donor',
      'advocacy', 'community organizer', 'youth', 'volunteer', 'development & communications', 'job coach',
      'program assistant', 'direct services', 'fund development', 'peacebuilding', 'human rights',
    ],
    text: ['nonprofit', 'non-profit', '501(c)(3)', 'charity'],
    name: ['foundation', 'center', 'council', 'fund', 'institute', 'watch', 'works', 'alliance', 'society'],
  },
  {
    industry: 'Agriculture',
    titles: ['farm', 'agricultural', 'agriculture', 'agronomist', 'agronomy', 'crop', 'grower', 'greenhouse', 'farmer'],
    text: ['farmers', 'agriculture', 'growers'],
    name: ['farm', 'farms', 'farmers', 'agri', 'agro', 'ag'],
  },
  {
    industry: 'Fitness',
    titles: ['fitness', 'personal trainer', 'gym', 'yoga', 'pilates', 'instructor fitness', 'studio manager'],
    text: ['workouts', 'members of our gyms'],
    name: ['fitness', 'gym', 'yoga', 'fit'],
  },
  {
    industry: 'Sports',
    titles: ['sports', 'athlete', 'athletic', 'league', 'soccer', 'football', 'basketball', 'sportsbook', 'betting', 'club & youth'],
    text: ['sports', 'athletes', 'teams and leagues'],
    name: ['sports', 'league', 'surf', 'athletics'],
  },
];
