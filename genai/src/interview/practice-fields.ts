// "Pick a field" for practice without a job: a short, typical posting per field, run through the
// same planner as a real job, so a field plan and a job plan are built the same way.

export interface PracticeField {
  id: string;
  label: string;
  job: string;
}

export const PRACTICE_FIELDS: PracticeField[] = [
  {
    id: 'nursing',
    label: 'Nursing',
    job: `Registered Nurse
Responsibilities:
- Assess, plan and deliver patient care on a busy medical-surgical ward
- Administer medications safely and document care in the electronic health record
- Educate patients and families; escalate deteriorating patients to the rapid response team
Requirements:
- Registered nurse licence, BLS certification
- Strong communication, teamwork and attention to detail`,
  },
  {
    id: 'sales',
    label: 'Sales',
    job: `Account Executive
Responsibilities:
- Prospect, qualify and close new business with mid-market customers
- Run discovery calls and product demos; manage the pipeline in Salesforce
- Negotiate contracts and hit a quarterly quota
Requirements:
- Experience in B2B sales, CRM discipline, excellent communication and negotiation skills`,
  },
  {
    id: 'software',
    label: 'Software engineering',
    job: `Software Engineer
Responsibilities:
- Design, build and test features for a web application used by thousands of customers
- Review code, write automated tests and improve reliability in production
Requirements:
- Experience with JavaScript or TypeScript, React, Node.js, SQL and Git
- Problem-solving, teamwork and clear communication`,
  },
  {
    id: 'teaching',
    label: 'Teaching',
    job: `Secondary School Teacher
Responsibilities:
- Plan and deliver engaging lessons; differentiate instruction for students of all abilities
- Assess student progress, give feedback and communicate with parents
- Maintain a positive classroom environment and manage behaviour
Requirements:
- Teaching qualification, classroom management and lesson planning experience, communication skills`,
  },
  {
    id: 'finance',
    label: 'Finance and accounting',
    job: `Financial Analyst
Responsibilities:
- Build budgets, forecasts and variance analysis for business units
- Prepare month-end reports and financial models in Excel; present findings to managers
- Support audits and ensure compliance with accounting controls
Requirements:
- Degree in finance or accounting, advanced Excel, financial modelling, attention to detail`,
  },
  {
    id: 'customer-service',
    label: 'Customer service',
    job: `Customer Service Representative
Responsibilities:
- Answer customer questions by phone, chat and email; resolve complaints on first contact
- Log cases in the ticketing system and escalate when needed
Requirements:
- Customer service experience, patience, clear communication and problem-solving`,
  },
  {
    id: 'marketing',
    label: 'Marketing',
    job: `Marketing Specialist
Responsibilities:
- Plan and run campaigns across email, social media and paid search
- Measure results with Google Analytics and report on conversion and cost per lead
- Write content and work with sales on lead generation
Requirements:
- Digital marketing experience, SEO, copywriting, data analysis and communication`,
  },
  {
    id: 'data',
    label: 'Data analysis',
    job: `Data Analyst
Responsibilities:
- Collect, clean and analyse data to answer business questions
- Build dashboards in Tableau or Power BI and present insights to stakeholders
Requirements:
- SQL, Excel, Python or R, statistics, attention to detail and communication`,
  },
];

export function practiceField(id: string): PracticeField | undefined {
  return PRACTICE_FIELDS.find((f) => f.id === id);
}
