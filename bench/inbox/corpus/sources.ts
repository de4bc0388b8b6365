// The sources of the hiring-email corpus: each is one public page (an ATS's documentation of its default
// candidate emails, a recruiting blog's template, a job seeker's quoted email), and the templates it shows,
// written again in its shape (wording paraphrased, never copied whole; names, dates and links are
// placeholders filled with invented people and companies by build.ts). The corpus is split by source, so a
// held-out email never shares its wording's origin with an email the rules were tuned on.
//
// Placeholders: {first} the candidate's first name, {company}, {job}, {recruiter}, {day} an interview day,
// {link} a link of the ATS, {ref} a requisition number.

export type Outcome = 'received' | 'interview' | 'rejected' | 'offer' | 'other';
export type Ats =
  | 'greenhouse'
  | 'lever'
  | 'ashby'
  | 'workday'
  | 'smartrecruiters'
  | 'workable'
  | 'recruitee'
  | 'personio'
  | 'teamtailor'
  | 'pinpoint'
  | 'rippling'
  | 'breezy'
  | 'direct';

export interface Template {
  outcome: Outcome;
  subject: string;
  body: string;
  /** false when the email names no job (a talent-community note, a digest): its label has no job title. */
  namesJob?: boolean;
}

export interface Source {
  id: string;
  /** The page found with the search tool; null for mail of our own making (kinds every job seeker gets). */
  url: string | null;
  /** The ATS whose template this is; undefined for a generic template, sent through several ATS. */
  ats?: Ats;
  templates: Template[];
}

export const SOURCES: Source[] = [
  {
    id: 'greenhouse-default-rejection',
    url: 'https://support.greenhouse.io/hc/en-us/articles/360025603151-Rejection-emails',
    ats: 'greenhouse',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Your application to {company}',
        body: `Hi {first},

Thank you for your interest in {company}. We have reviewed your application for the {job} role and, after careful consideration, we have decided not to move forward with your candidacy at this time.

We really appreciate the time you put into applying and we wish you the very best in your search.

Regards,
The {company} Recruiting Team`,
      },
      {
        outcome: 'rejected',
        subject: 'Update on your {company} application',
        body: `Dear {first},

Thanks again for taking the time to speak with our team about the {job} position. It was a difficult decision, but we have chosen to continue with other candidates whose experience more closely fits our current needs.

We will keep your details on file and may reach out if a suitable role opens up.

All the best,
{recruiter}
{company}`,
      },
      {
        outcome: 'received',
        subject: 'Thank you for applying to {company}',
        body: `Hi {first},

Thanks for applying to {company}! Your application for the {job} role has been received and our team will review it shortly.

If your experience is a match for the role, someone from our recruiting team will be in touch about next steps. Unfortunately we are not able to reply to every applicant individually.

Best,
{company} Talent Acquisition

Please do not reply to this email, this mailbox is not monitored.`,
      },
    ],
  },
  {
    id: 'hiringnotes-schedule-interview',
    url: 'https://hiringnotes.com/article/email-to-schedule-interview',
    templates: [
      {
        outcome: 'interview',
        subject: 'Interview availability for {job} at {company}',
        body: `Hi {first},

We enjoyed reviewing your application for the {job} role and would love to set up a 30 minute phone screen with {recruiter}.

Please submit your availability for the coming week using the link below:
{link}

Looking forward to speaking with you,
{recruiter}`,
      },
      {
        outcome: 'interview',
        subject: 'Interview confirmation: {company} – {job}',
        body: `Hello {first},

Your interview for the {job} position is confirmed for {day}. You'll be meeting with {recruiter} on Google Meet; the link is in the calendar invitation.

If you need to reschedule, please reply to this email.

Thanks,
{company} Recruiting Coordination`,
      },
    ],
  },
  {
    id: 'greenhouse-security-code',
    url: 'code search: "security code field on your application" (public repositories\' fixtures of the Greenhouse email)',
    ats: 'greenhouse',
    templates: [
      {
        outcome: 'other',
        subject: 'Security code for your application to {company}',
        body: `Copy and paste this code into the security code field on your application:

K7Q2XPLM

After you enter the code, resubmit your application for {job}. This code can only be used once.`,
      },
    ],
  },
  {
    id: 'lever-email-templates',
    url: 'https://help.lever.co/hc/en-us/articles/20087316264221-Creating-email-templates',
    ats: 'lever',
    templates: [
      {
        outcome: 'received',
        subject: 'Thanks for applying to {company}',
        body: `Hi {first},

Thank you for your interest in {company}! We wanted to let you know we received your application for {job}, and we are delighted that you would consider joining our team.

Our team will review your application and will be in touch if your qualifications match our needs for the role.

Sincerely,
{company}`,
      },
      {
        outcome: 'rejected',
        subject: 'Following up on your application to {company}',
        body: `Hi {first},

Thank you so much for your interest in the {job} opening at {company}. We've had a chance to review your background and unfortunately we will not be moving forward with your application.

We encourage you to keep an eye on our careers page for future openings.

Best,
{recruiter}`,
      },
      {
        outcome: 'interview',
        subject: '{company} – next steps for {job}',
        body: `Hi {first},

Thanks for your application to {company}. We'd love to move you forward to the next step: a 45-minute video interview with the hiring manager.

Please use my calendar link to book a time that works for you: {link}

Talk soon,
{recruiter}`,
      },
    ],
  },
  {
    id: 'lever-reject-after-onsite',
    url: 'https://help.lever.co/hc/en-us/articles/204502125-How-do-I-reject-archive-a-candidate-',
    ats: 'lever',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Your candidacy at {company}',
        body: `Hi {first},

I wanted to thank you personally for the time you spent interviewing with us for the {job} role. The team was impressed with your background, however we have decided to extend an offer to another candidate.

I know this isn't the news you were hoping for. Please don't hesitate to apply again in the future.

Warmly,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'ashby-automations',
    url: 'https://docs.ashbyhq.com/sending-emails-from-the-candidate-profile',
    ats: 'ashby',
    templates: [
      {
        outcome: 'received',
        subject: 'Thanks for applying to {company}!',
        body: `Hi {first},

Thanks for applying for the {job} position at {company}. We've received your application and our hiring team is reviewing it.

We'll reach out if there's a fit. In the meantime, feel free to learn more about our team on our blog.

Cheers,
The {company} Team`,
      },
      {
        outcome: 'rejected',
        subject: '{company} | {job}',
        body: `Hi {first},

Thank you for taking the time to apply for the {job} position at {company}. We received many strong applications, and after reviewing yours we've decided not to proceed at this time.

We appreciate your interest and hope you'll consider us again in the future.

Best,
{company} Recruiting`,
      },
    ],
  },
  {
    id: 'ashby-direct-booking',
    url: 'https://help.endorsed.ai/en/articles/9518677-interview-scheduling-with-ashby',
    ats: 'ashby',
    templates: [
      {
        outcome: 'interview',
        subject: 'Schedule your interview with {company}',
        body: `Hi {first},

Congrats on moving forward in the process for {job}! The next step is an interview with our engineering team.

Please pick a time directly on the calendar below; the meeting will be added to your calendar automatically.
Book here: {link}

Best,
{recruiter}
{company}`,
      },
      {
        outcome: 'interview',
        subject: 'Your availability for an interview at {company}',
        body: `Hi {first},

We'd like to invite you to the next round of interviews for the {job} role. Please share the times you are available over the next 5 business days: {link}

Once we have your availability we'll send a calendar invitation.

Thank you,
{company} Recruiting`,
      },
    ],
  },
  {
    id: 'ashby-archive-endorsed',
    url: 'https://help.endorsed.ai/en/articles/9468040-auto-reject-emails-with-ashby',
    ats: 'ashby',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Update from {company}',
        body: `Hi {first},

We appreciate you applying for {job}. At this time we have decided to pursue other applicants whose backgrounds more closely align with the role's requirements.

Thank you again, and best of luck.
{company}`,
      },
    ],
  },
  {
    id: 'workday-uw-candidate-communications',
    url: 'https://hr.uw.edu/talent/hiring-process/workday-recruiting-job-aids/candidate-communications',
    ats: 'workday',
    templates: [
      {
        outcome: 'received',
        subject: 'Thank you for applying to {job} ({ref})',
        body: `Dear {first},

Thank you for applying for the position of {job} ({ref}) at {company}. We have successfully received your application.

You can track the status of your application at any time by signing in to your Candidate Home account: {link}

Kind regards,
{company} Talent Acquisition`,
      },
      {
        outcome: 'rejected',
        subject: 'Regarding your application for {job}',
        body: `Dear {first},

Thank you for your interest in the {job} ({ref}) position at {company}. After reviewing your qualifications, we regret to inform you that you have not been selected to move forward in the recruitment process for this position.

We encourage you to continue to visit our careers site and apply for positions that match your skills.

Sincerely,
{company} Talent Acquisition`,
      },
    ],
  },
  {
    id: 'workday-nsu-job-aid',
    url: 'https://tdx.nsu.edu/TDClient/30/Portal/KB/Article/269/Job-Application-Recruiting-Process-Overview',
    ats: 'workday',
    templates: [
      {
        outcome: 'other',
        subject: 'Complete your application for {job}',
        body: `Dear {first},

You have been invited to apply for the {job} position at {company}. To be considered, please complete your application through your Candidate Home: {link}

This invitation will remain open for 10 days.

{company} Recruiting`,
      },
      {
        outcome: 'interview',
        subject: 'Interview Invitation – {job} – {ref}',
        body: `Dear {first},

We are pleased to invite you to interview for the {job} position ({ref}). The interview will take place on {day} via Microsoft Teams and will last approximately one hour.

Please confirm your attendance by responding to this message.

Best regards,
{recruiter}
{company} Human Resources`,
      },
    ],
  },
  {
    id: 'smartrecruiters-template-types',
    url: 'https://help.smartrecruiters.com/Templates/Email_Templates/Email_Template_Types',
    ats: 'smartrecruiters',
    templates: [
      {
        outcome: 'interview',
        subject: 'Invitation to Job Interview - {job}',
        body: `Dear {first},

Thank you for applying to the {job} position at {company}. I would like to invite you for an interview on {day} at our office.

If you need to reschedule to a different time and/or date, please respond to this message so we can accommodate you. We look forward to meeting with you.

Best regards,
{recruiter}`,
      },
      {
        // SmartRecruiters' own documented default "friendly invitation" carries a rejection's text: the
        // subject says one thing, the body the other.
        outcome: 'rejected',
        subject: 'Invitation to Job Interview - {job}',
        body: `Dear {first},

Thank you for your interest in the {job} position at {company}. Unfortunately, we are unable to offer you a role at this time. I'm sorry it didn't work out for now, but please stay in touch with us, as we are constantly hiring.

I wish you the best of luck in your job search.

Best regards,
{recruiter}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your application for {job} at {company}',
        body: `Dear {first},

Thank you for applying for the {job} position. We have carefully considered your application, and we regret to inform you that we have decided to proceed with other candidates whose profiles better match our requirements.

We will keep your resume in our database and contact you should a suitable vacancy arise.

Kind regards,
{recruiter}
{company}`,
      },
      {
        outcome: 'offer',
        subject: 'Job Offer - {job}',
        body: `Dear {first},

Congratulations! We are pleased to offer you the position of {job} at {company}. Please review the attached offer letter with the details of your compensation and start date.

To accept, sign the offer through the link below by {day}:
{link}

We look forward to welcoming you to the team.

Best regards,
{recruiter}`,
      },
    ],
  },
  {
    id: 'smartrecruiters-application-confirmation',
    url: 'https://help.smartrecruiters.com/Templates/Email_Templates',
    ats: 'smartrecruiters',
    templates: [
      {
        outcome: 'received',
        subject: 'We received your application for {job}',
        body: `Hi {first},

Thank you for applying to {company}. Your application for {job} has been submitted successfully and is now being reviewed by our hiring team.

We will contact you if your profile matches the requirements of the role.

{company} Hiring Team`,
      },
    ],
  },
  {
    id: 'workable-what-happens-when-candidate-applies',
    url: 'https://help.workable.com/hc/en-us/articles/115015713847-What-happens-when-a-candidate-applies',
    ats: 'workable',
    templates: [
      {
        outcome: 'received',
        subject: 'Thanks for applying to {company}',
        body: `Your application has been received

Hi {first},

Thank you for your interest in {company}. Your application for the {job} job was submitted successfully. Here's a copy of your application data for safekeeping:

Name: {first} Doe
Position: {job}

Changed your mind? You can withdraw your application at any time: {link}

Best wishes,
{company} Hiring Team`,
      },
      {
        outcome: 'other',
        subject: 'Please complete a short survey for {company}',
        body: `Hi {first},

Thank you for applying to {job} at {company}. We invite you to complete a voluntary equal employment opportunity survey. Your answers are anonymous and do not affect your application.

Take the survey: {link}`,
      },
    ],
  },
  {
    id: 'eyworks-disqualify-templates',
    url: 'https://help.eyworks.co.uk/portal/en/kb/articles/rejecting-a-candidate',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Your application at {company}',
        body: `Hi {first},

Thank you for applying for the {job} role at {company}. We have now reviewed all applications and unfortunately your application was not successful on this occasion.

We wish you every success in your future career.

Kind regards,
{recruiter}`,
      },
      {
        outcome: 'interview',
        subject: 'Interview for the {job} role at {company}',
        body: `Hi {first},

Thank you for your application. We were impressed by your background and would like to invite you to a first interview for the {job} role.

Please select one of the available slots here: {link}

Best,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'recruitee-auto-confirmation',
    url: 'https://support.recruitee.com/en/articles/1066272-setting-up-auto-confirmation-emails-for-applying-candidates',
    ats: 'recruitee',
    templates: [
      {
        outcome: 'received',
        subject: 'Application received: {job}',
        body: `Dear {first},

Thank you for your application for the position of {job} at {company}. We have received it and will get back to you as soon as possible.

Kind regards,
Team {company}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your application for {job}',
        body: `Dear {first},

Thank you for applying for the {job} vacancy at {company} and for the time you invested. After careful review, we have decided not to invite you for an interview.

Of course, we'd be happy to receive your application again for future openings.

Best regards,
Team {company}`,
      },
    ],
  },
  {
    id: 'heliosed-invite-to-schedule',
    url: 'https://heliosed.freshdesk.com/support/solutions/articles/48001270601-how-to-email-and-schedule-interviews-with-applicants',
    templates: [
      {
        outcome: 'interview',
        subject: 'Invitation: interview for {job}',
        body: `Dear {first},

We would like to invite you to an interview for the {job} position. Please choose a moment that suits you best from the options in our scheduler: {link}

See you soon!
{recruiter}, {company}`,
      },
    ],
  },
  {
    id: 'personio-email-templates',
    url: 'https://support.personio.de/hc/en-us/articles/360000983217-Create-email-templates',
    ats: 'personio',
    templates: [
      {
        outcome: 'received',
        subject: 'Your application as {job}',
        body: `Dear {first},

Thank you for applying for the position of {job}.

We appreciate your interest in our company and the time you invested in this application. We're carefully reviewing applications and will contact you soon.

Kind regards,
HR team {company}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your application as {job}',
        body: `Dear {first},

Thank you again for your application and your interest in {company}. We have now completed our review, and regrettably we have to inform you that we are unable to consider your application further.

This decision is not a judgement of your qualifications. We wish you all the best for your future.

Kind regards,
HR team {company}`,
      },
      {
        outcome: 'offer',
        subject: 'Your offer from {company}',
        body: `Dear {first},

We are delighted to offer you the role of {job} at {company}! Attached you will find your offer letter and employment contract.

Please let us know by {day} whether you accept the offer. Do not hesitate to contact me with any questions.

Kind regards,
{recruiter}`,
      },
    ],
  },
  {
    id: 'personio-send-messages',
    url: 'https://support.personio.de/hc/en-us/articles/4407808203409',
    ats: 'personio',
    templates: [
      {
        outcome: 'interview',
        subject: 'Invitation to interview: {job}',
        body: `Dear {first},

We would like to get to know you better and invite you to an interview for the position of {job}.

Date: {day}
Duration: 60 minutes
Video call: {link}

Please let us know if this date does not suit you.

Best regards,
{recruiter}
{company}`,
      },
      {
        outcome: 'rejected',
        subject: 'The {job} position has been filled',
        body: `Dear {first},

We would like to thank you for your interest in the {job} position. We have now filled the position and are therefore unable to consider your application further.

We wish you continued success in your job search.

Best regards,
{company}`,
      },
    ],
  },
  {
    id: 'teamtailor-candidate-messages',
    url: 'https://support.teamtailor.com/en/articles/119041-reject-a-candidate',
    ats: 'teamtailor',
    templates: [
      {
        outcome: 'received',
        subject: 'Thank you for your application to {company}',
        body: `Hi {first}!

Thanks for applying for the job as {job} at {company}. We've received your application and will review it as soon as we can.

While you wait, why not check out our career site and get to know us a little better?

Have a great day!
{company}`,
      },
      {
        outcome: 'rejected',
        subject: 'About your application for {job}',
        body: `Hi {first},

Thank you for your interest in {company} and the {job} job. We have reviewed your application, and we are sorry to let you know that we have decided to go ahead with other candidates.

You're welcome to join our talent community to hear about future roles.

Best regards,
{company}`,
      },
      {
        outcome: 'interview',
        subject: 'Let\u2019s meet! Interview for {job}',
        body: `Hi {first}!

We loved your application for {job} and would like to invite you to a first interview with {recruiter}.

Book a time that suits you: {link}

See you soon!
{company}`,
      },
    ],
  },
  {
    id: 'teamtailor-message-candidates',
    url: 'https://support.teamtailor.com/en/articles/3988690-message-your-candidates-in-teamtailor',
    ats: 'teamtailor',
    templates: [
      {
        outcome: 'other',
        namesJob: false,
        subject: 'Welcome to {company}\u2019s talent community',
        body: `Hi {first},

Thanks for connecting with {company}! You're now part of our talent community and we'll let you know when a job that matches your interests opens up.

You can update your preferences or leave the community at any time: {link}`,
      },
    ],
  },
  {
    id: 'pinpoint-candidate-emails',
    url: 'http://help.pinpoint.support/en/articles/9915406-how-can-i-automate-sending-a-custom-email-template-to-a-candidate-upon-application-when-moved-to-a-specific-hiring-workflow-stage',
    ats: 'pinpoint',
    templates: [
      {
        outcome: 'received',
        subject: 'Application received - {job}',
        body: `Hi {first},

Thanks for applying to be our next {job} at {company}. We've got your application and the hiring team will be reviewing it over the coming days.

We aim to get back to everyone within two weeks.

Best wishes,
The {company} Talent Team`,
      },
      {
        outcome: 'rejected',
        subject: 'Your {job} application',
        body: `Hi {first},

Thanks for your patience while we reviewed applications for the {job} role. On this occasion we won't be taking your application any further.

We know this will be disappointing and we'd like to thank you for your interest in {company}.

Best wishes,
The {company} Talent Team`,
      },
      {
        outcome: 'interview',
        subject: 'Interview request - {job}',
        body: `Hi {first},

Good news! We'd like to invite you to the next stage of the process for the {job} role at {company}, a 30 minute video call with the hiring manager.

Please choose a slot using the link below:
{link}

Best wishes,
The {company} Talent Team`,
      },
    ],
  },
  {
    id: 'heyplumm-offer-esign',
    url: 'https://www.heyplumm.com/knowledge-base/send-an-offer-letter',
    templates: [
      {
        outcome: 'received',
        subject: 'Your application to {company} has been received',
        body: `Hi {first},

Thank you for applying to the {job} role at {company}. This email confirms we have received your application.

Our recruiting team reviews every application carefully and will reach out if there's a match.

{company} Recruiting`,
      },
      {
        outcome: 'offer',
        subject: 'Offer letter from {company}',
        body: `Hi {first},

We're excited to extend you an offer for the {job} position at {company}! Your offer letter is ready to review and sign online: {link}

The offer expires on {day}. Reach out to {recruiter} with any questions.

Welcome aboard (we hope)!
{company}`,
      },
    ],
  },
  {
    id: 'breezy-candidate-templates',
    url: 'http://www.ezmall-tiffany.com/interview-rescheduling.html',
    ats: 'breezy',
    templates: [
      {
        outcome: 'received',
        subject: 'Thanks for applying for the {job} position',
        body: `Hi {first},

Thanks for applying for the {job} position with {company}. We're reviewing applications now and will let you know if you're selected for an interview.

Thanks,
{company}`,
      },
      {
        outcome: 'rejected',
        subject: '{job} position at {company}',
        body: `Hi {first},

Thank you for your interest in the {job} position at {company}. We have reviewed your qualifications and have decided to move forward with other applicants at this time.

We appreciate your time and wish you the best in your job search.

Thanks,
{company}`,
      },
      {
        outcome: 'interview',
        subject: 'Schedule an interview for {job}',
        body: `Hi {first},

We'd like to schedule a phone interview with you for the {job} position. Please click the link below to pick from one of the available times:

{link}

Thanks,
{recruiter}`,
      },
    ],
  },
  {
    id: 'teamtailor-questionnaire',
    url: 'https://support.teamtailor.com/en/articles/3988690-message-your-candidates-in-teamtailor',
    ats: 'teamtailor',
    templates: [
      {
        outcome: 'other',
        subject: 'A few questions about your application for {job}',
        body: `Hi {first},

Thanks for applying to {company}! To help us review your application for the {job} role, please answer a few short questions: {link}

It should only take about 5 minutes.

Thanks,
{company}`,
      },
    ],
  },
  {
    id: 'smoothhiring-thank-you-letter',
    url: 'https://smoothhiring.com/help/automation-templates/thank-you-letters',
    templates: [
      {
        outcome: 'received',
        subject: 'Thank You for Applying to {company}',
        body: `Dear {first},

Thank you for applying to the position of {job} at {company}. We appreciate your interest and will review your application shortly.

Best regards,
{company}`,
      },
    ],
  },
  {
    id: 'sap-recruiting-email-template',
    url: 'https://learning.sap.com/courses/sap-successfactors-recruiting-recruiter-experience-administration/connecting-an-email-template-with-application-status',
    templates: [
      {
        outcome: 'received',
        subject: 'Thank you for applying',
        body: `Dear {first},

We have received your application for the {job} position at {company}. Your qualifications are currently being reviewed and we will inform you about the next steps.

Kind regards,
{company} Recruiting`,
      },
    ],
  },
  {
    id: 'hrhandle-candidate-emails',
    url: 'https://www.hrhandle.com/guide/candidate-emails',
    templates: [
      {
        outcome: 'received',
        subject: 'An update from {company} \u2014 {job}',
        body: `Dear {first},

Your application for {job} has reached us. Our team reads every application and you'll hear from us within two weeks.

{company}`,
      },
      {
        outcome: 'rejected',
        subject: 'An update from {company} \u2014 {job}',
        body: `Dear {first},

Thank you for applying for {job}. We looked closely at your application, and we have decided to continue with candidates whose experience is closer to what this role needs right now.

We'll keep your details for future openings if you'd like us to.

{company}`,
      },
      {
        outcome: 'interview',
        subject: 'Interview invitation \u2014 {job} at {company}',
        body: `Dear {first},

We'd like to invite you to interview for {job}. Your interview is scheduled for {day} (45 minutes, video). The meeting link and the names of your interviewers are below.

{link}

{company}`,
      },
    ],
  },
  {
    id: 'mailsparked-rejection-samples',
    url: 'https://mailsparked.b-cdn.net/posts/application-rejection-email-sample',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Application Update - {job} at {company}',
        body: `Dear {first},

Thank you for your interest in the {job} position at {company} and for taking the time to apply.

After reviewing your application, we've decided to move forward with other candidates whose qualifications more closely align with the specific requirements of this role.

We wish you the best of luck in your job search and encourage you to apply for other positions in the future.

Sincerely,
{recruiter}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your interview for {job}',
        body: `Dear {first},

Thank you for interviewing with us for the {job} role. We enjoyed learning about your experience. After much deliberation, we have selected another candidate for the position.

We were impressed with your skills and would welcome an application from you for future roles.

Best regards,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'aaronwallis-short-rejection',
    url: 'https://academicwritinghelp.pw/presentation/job-rejection-letter-template-uk',
    templates: [
      {
        outcome: 'rejected',
        subject: '{job} - application outcome',
        body: `Dear {first},

Thank you for your interest in the role of {job}.

Unfortunately, your application has been unsuccessful at this time. We appreciate the time and effort you placed into your application.

Regards,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'topresume-rejection-letter-samples',
    url: 'https://omraadeinfo.online/paper/application-letters-rejection',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Re: {job} application',
        body: `Dear {first},

We appreciate your interest in the {job} role. We received a large number of qualified applicants, and it was a hard choice. We regret to tell you that we have chosen a candidate whose skills better match our needs at this time.

Thanks again for your time, and good luck with your career.

{recruiter}
Hiring Manager, {company}`,
      },
      {
        outcome: 'rejected',
        subject: 'Position update: {job}',
        body: `Hello {first},

The {job} position you applied for has been filled. We are grateful for your interest in {company} and we'll keep your resume on file for six months.

All the best,
{recruiter}`,
      },
    ],
  },
  {
    id: 'ki-bewerber-rejection',
    url: 'https://www.ki-bewerber-management.de/en/topics/wie-du-fair-und-schnell-absagen-schreibst',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Your application for {job}',
        body: `Hi {first},

Thank you for applying for {job}. We chose another candidate because their profile was closer to the five years of backend experience we need. Your background is strong; with your consent we'll keep you in our talent pool and reach out for the next matching role.

Best,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'calendly-interview-invitation',
    url: 'https://calendly.com/blog/how-to-write-an-email-to-schedule-an-interview',
    templates: [
      {
        outcome: 'interview',
        subject: 'Interview invitation: {job} at {company}',
        body: `Hi {first},

Thanks for applying for the {job} position at {company}. After reviewing your application, we'd like to invite you to a 30-minute interview over Zoom with our hiring manager, {recruiter}.

Please use this link to schedule a time that works for you: {link}

Looking forward to talking soon!

{recruiter}`,
      },
      {
        outcome: 'interview',
        subject: 'Next steps: final round interviews at {company}',
        body: `Hi {first},

Great news — the team would like to invite you to our final round for the {job} role. It consists of three 45-minute conversations on {day}.

Please choose your preferred time block here: {link}

Best,
{recruiter}`,
      },
    ],
  },
  {
    id: 'indeed-interview-schedule-format',
    url: 'https://in.indeed.com/career-advice/interviewing/interview-schedule-format',
    templates: [
      {
        outcome: 'interview',
        subject: 'Interview for the {job} role at {company}',
        body: `Dear {first},

Thank you for applying for the {job} role at {company}. We have reviewed your application and would like to invite you for an interview at our office.

Date: {day}
Duration: 1 hour
Interviewer: {recruiter}

Please reply to confirm whether this time suits you.

Regards,
{recruiter}`,
      },
    ],
  },
  {
    id: 'hotpl-hr-interview-invitation',
    url: 'https://draft.hotplmedia.com/tools/hr-interview-invitation/',
    templates: [
      {
        outcome: 'interview',
        subject: '{company}: let\u2019s talk about the {job} role',
        body: `Hello {first},

You've passed our initial screening for the {job} role and we'd like to schedule a video interview. Could you make any of these slots: Monday 10am, Tuesday 2pm or Thursday 11am? You'll be speaking with {recruiter}.

Kind regards,
{company} People Team`,
      },
    ],
  },
  {
    id: 'taptalent-formal-offer',
    url: 'https://taptalent.ai/hr-email-templates/formal-job-offer-letter/',
    templates: [
      {
        outcome: 'offer',
        subject: 'Exciting Job Offer from {company}',
        body: `Dear {first},

We are thrilled to extend the following job offer to you for the position of {job} at {company}. Congratulations on being selected as our top candidate!

Position: {job}, full-time
Salary: as discussed, paid monthly
Start date: {day}

Please indicate your acceptance of this offer by signing and returning the attached letter.

Best regards,
{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'talentincloud-contract-offer',
    url: 'https://talentincloud.com/hr-toolkit/contract-offer-mail.php',
    templates: [
      {
        outcome: 'offer',
        subject: 'Offer of employment: {job}',
        body: `Dear {first},

We are pleased to offer you the position of {job} at {company}, with a start date of {day}, contingent upon a background check.

The attached letter describes your salary, benefits and reporting line. Please confirm your acceptance by signing and returning it within five business days.

We are excited to have you join our team!

Sincerely,
{recruiter}`,
      },
    ],
  },
  {
    id: 'seek-job-offer-email',
    url: 'https://my.employer.seek.com/page/job-offer-email-template',
    templates: [
      {
        outcome: 'offer',
        subject: 'Congratulations! Your job offer for {job}',
        body: `Hi {first},

Congratulations! On behalf of {company}, I'm happy to offer you the role of {job}. The attached documents explain your salary, hours and benefits.

Kindly sign the acceptance form and send it back to us by {day}.

Cheers,
{recruiter}`,
      },
      {
        outcome: 'offer',
        subject: 'Verbal offer follow-up — {job}',
        body: `Hi {first},

Following our call today, I'm glad to confirm in writing that we'd like to offer you the {job} role. Your formal offer letter will arrive separately through DocuSign.

Let me know if anything is unclear.

{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'talentaxis-candidate-flows',
    url: 'https://talentaxis.ai/en/instructions-on-using-the-flow-automation-tool-to-communicate-with-candidates',
    templates: [
      {
        outcome: 'received',
        subject: '{company} \u2013 application confirmation',
        body: `Hello {first},

This is to confirm that we have received your application for {job}. We will review your profile and get back to you within 10 working days.

Regards,
{company} Recruitment`,
      },
      {
        outcome: 'interview',
        subject: 'Interview reminder: {job}',
        body: `Hello {first},

A reminder of your interview for {job} tomorrow, {day}. Please join a few minutes early using this link: {link}

Regards,
{company} Recruitment`,
      },
      {
        outcome: 'offer',
        subject: 'Offer for {job}',
        body: `Hello {first},

Congratulations! Following your interviews, we are happy to make you an offer for {job}. The offer letter is attached; please reply by {day} to let us know your decision.

Regards,
{company} Recruitment`,
      },
    ],
  },
  {
    id: 'peopleforce-email-templates',
    url: 'https://help.peopleforce.io/en/articles/9367491-create-email-templates',
    templates: [
      {
        outcome: 'received',
        subject: 'Thank you for applying!',
        body: `Hi {first},

We're glad you applied for the {job} vacancy at {company}. Your application is now with our recruiters, who will review it and come back to you about next steps.

Best,
{company} team`,
      },
    ],
  },
  {
    id: 'factorial-rejection-templates',
    url: 'https://factorial.helpjuice.com/en_US/applicant-tracking-system/how-to-configure-rejection-message-templates',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Your process at {company}',
        body: `Hi {first},

Thank you for participating in the selection process for {job}. After the first interview, the team has decided not to continue with your candidacy.

We really appreciated the conversation and hope our paths cross again.

{recruiter}
{company}`,
      },
    ],
  },
  {
    id: 'workstream-rejection-templates',
    url: 'https://help.workstream.us/en/articles/3269109-customizing-rejection-templates',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Update on your {job} application',
        body: `Hi {first},

Thanks for applying for {job} with {company}. We are no longer considering your application for this position.

We'll keep you in mind for future openings.

{company}`,
      },
    ],
  },
  {
    id: 'mustaf4-rejection-patterns',
    url: 'https://github.com/Mustaf4Abdullah/label_rejection_emails',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Thank you for your application',
        body: `Hello {first},

Thank you for the time you invested in applying for the {job} position at {company}. We regret to let you know that your profile does not match what we are looking for at the moment.

Kind regards,
Talent Acquisition Team`,
      },
    ],
  },
  {
    id: 'tltt-classifier-cases',
    url: 'https://github.com/matthewyeo1/TLTT',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Regarding your {job} application',
        body: `Hi {first},

After careful consideration, we have decided not to move forward with your application for {job} at {company}. We appreciate the interest you showed in joining us.

Best,
{recruiter}`,
      },
      {
        outcome: 'offer',
        subject: 'Welcome to {company}!',
        body: `Hi {first},

We are pleased to inform you that you have been selected for the {job} role! Your offer package, including salary and equity details, is attached for your review.

Please let us know your decision by {day}.

{recruiter}`,
      },
    ],
  },
  {
    id: 'job-alert-digests',
    url: 'https://help.lever.co/hc/en-us/articles/20087316264221-Creating-email-templates',
    templates: [
      {
        outcome: 'other',
        namesJob: false,
        subject: 'New jobs at {company} you might like',
        body: `Hi {first},

Based on your interests, here are new openings at {company}:

- {job} (Remote)
- Staff Product Designer (New York)
- Customer Success Manager (London)

View all jobs: {link}

You're receiving this because you joined our talent network. Unsubscribe at any time.`,
      },
      {
        outcome: 'other',
        subject: 'Would you be open to a chat about {company}?',
        body: `Hi {first},

I came across your profile and thought you might be a great fit for our {job} opening at {company}. We offer a competitive salary and flexible remote work.

Would you be interested in learning more? Happy to share details over email.

Best,
{recruiter}
Talent Partner, {company}`,
      },
    ],
  },
  {
    id: 'candidate-status-updates',
    url: null,
    templates: [
      {
        outcome: 'other',
        subject: 'Your application status for {job}',
        body: `Dear {first},

We wanted to let you know that your application for {job} at {company} is still under review. The hiring team is taking a little longer than expected and we appreciate your patience.

We'll be in touch as soon as we have an update.

{company} Talent Acquisition`,
      },
      {
        outcome: 'other',
        subject: 'You have withdrawn your application',
        body: `Dear {first},

This confirms that you have withdrawn your application for {job} at {company}. If this was a mistake, you're welcome to apply again through our careers site.

{company} Recruiting`,
      },
    ],
  },
  {
    id: 'hibob-automatic-system-emails',
    url: 'https://heartcorehr.hibob.com/hiring-241/automatic-system-emails-in-hiring-7808',
    templates: [
      {
        outcome: 'interview',
        subject: 'Pick a time for your interview with {company}',
        body: `Hi {first},

Thanks for your interest in the {job} role. We'd like to schedule an interview — please choose one of the offered time slots:

{link}

If none of them work, reply and we'll find another time.

{recruiter}
{company}`,
      },
      {
        outcome: 'other',
        subject: 'Reminder: choose your interview slot',
        body: `Hi {first},

This is a friendly nudge: you haven't picked a time yet for the {job} interview with {company}. The slots below are still open:

{link}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your application to {company}',
        body: `Hi {first},

Thank you for applying for {job}. Based on your answers to the application questions, we are unable to proceed with your application for this role.

We wish you every success.

{company}`,
      },
    ],
  },
  {
    id: 'assessment-invitations',
    url: null,
    templates: [
      {
        outcome: 'other',
        subject: 'Your {company} assessment for {job}',
        body: `Hi {first},

As the next step for the {job} role, please complete our online assessment. It takes about 60 minutes and must be finished within 5 days.

Start the assessment: {link}

Good luck!
{company} Hiring Team`,
      },
    ],
  },
  {
    id: 'direct-mail-recruiters',
    url: null,
    templates: [
      {
        outcome: 'offer',
        subject: 'Offer — {job}',
        body: `Hi {first},

It was a pleasure getting to know you over the last few weeks. I'm thrilled to tell you that the team would like to offer you the {job} position!

I've attached the offer letter with the base salary, equity and benefits we discussed. Could we find 20 minutes tomorrow to walk through it together?

Best,
{recruiter}
Head of Talent, {company}`,
      },
      {
        outcome: 'interview',
        subject: 'Chat about the {job} role?',
        body: `Hi {first},

Thanks for applying — I'm the hiring manager for the {job} role at {company} and I'd love to have a quick call to learn more about you. Are you free for 30 minutes on {day}?

Cheers,
{recruiter}`,
      },
      {
        outcome: 'rejected',
        subject: 'Re: {job}',
        body: `Hi {first},

Thanks so much for the conversations over the last couple of weeks. I'm sorry to say we've decided to go with another candidate for the {job} role. It was a close call, and I'd be glad to stay in touch.

Best,
{recruiter}`,
      },
    ],
  },
  {
    id: 'direct-mail-thanks',
    url: null,
    templates: [
      {
        outcome: 'received',
        subject: 'Re: Application for {job}',
        body: `Hello {first},

Thank you for sending your CV for the {job} position. I confirm we have received it and I have passed it on to the hiring manager. We expect to complete the first review by the end of next week.

Best regards,
{recruiter}
{company}`,
      },
      {
        outcome: 'other',
        subject: 'Re: Coffee next week?',
        body: `Hi {first},

Great to hear from you! I'd be happy to grab coffee and tell you more about what it's like working at {company}. I'm not involved with hiring for the {job} role, but I can introduce you to the team lead.

Cheers,
{recruiter}`,
      },
    ],
  },
  {
    id: 'workable-esign-offer',
    url: 'https://help.workable.com/hc/en-us/articles/360039944893-Sending-e-signature-documents',
    ats: 'workable',
    templates: [
      {
        outcome: 'offer',
        subject: 'An offer from {company} for {job}',
        body: `Hi {first},

{company} has sent you an offer for the {job} position. Review the offer documents and sign them electronically before {day}:

{link}

If you have questions about the offer, reply to this email to reach {recruiter}.`,
      },
      {
        outcome: 'other',
        subject: 'An e-signature request from {company} for {job}',
        body: `Hi {first},

{company} has asked you to sign a document related to your application for {job}: Candidate privacy notice.

Review and sign: {link}`,
      },
    ],
  },
  {
    id: 'breezy-reschedule-sample',
    url: 'http://www.ezmall-tiffany.com/interview-rescheduling.html',
    ats: 'breezy',
    templates: [
      {
        outcome: 'interview',
        subject: 'Rescheduling interview for the {job} position',
        body: `Hi {first},

Unfortunately, we need to move our interview for the {job} position. Our hiring manager won't be available at the time we arranged.

Are you available on {day} instead? If that doesn't work for you, let me know a better date and time.

Apologies for the inconvenience.
{recruiter}`,
      },
    ],
  },
  {
    id: 'webfx-rejection-templates',
    url: 'https://pastebin.com/BvLCmvTz',
    ats: 'direct',
    templates: [
      {
        outcome: 'rejected',
        subject: 'Thanks for interviewing with {company}',
        body: `Hi {first}!

Thanks for your interest in {company}!

It was a real pleasure talking with you about your skills and experience for the {job} role. While everyone was impressed with your credentials, I'm sorry to let you know that we will not be moving forward with your application at this time.

Reaching our interviews already put you among a small share of applicants, which says a lot about your talents. I wish you all the best!

Sincerely,
{recruiter}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your {company} interviews',
        body: `Hey {first}!

Thanks for your interest in {company}! It's been great getting to know you during our interview process for {job}. We were all impressed with your accomplishments; however, at this time I'm sorry to let you know that we will not be moving forward with your application. We had an unusually high volume of applications for only a few positions.

I have no doubt you will be successful in your job search!

Sincerely,
{recruiter}`,
      },
    ],
  },
  {
    id: 'keldair-application-confirmation',
    url: 'https://support.keldairhr.com/hc/en-us/articles/21140325911319-Email-Confirmation-of-Received-Application',
    templates: [
      {
        outcome: 'received',
        subject: '{company} Job Application Confirmation',
        body: `Hello {first},

This message confirms that your application for {job} was received on our hiring system. Our team will review your qualifications and contact you if you are selected for the next step.

Thank you for your interest in {company}.`,
      },
    ],
  },
  {
    id: 'higherme-applicant-emails',
    url: 'https://higherme.zendesk.com/hc/en-us/articles/4415261679251',
    templates: [
      {
        outcome: 'interview',
        subject: "You're invited to interview at {company}",
        body: `Hi {first},

{company} would like to interview you for the {job} position! It will be a phone interview.

Choose a time that works for you: {link}`,
      },
      {
        outcome: 'interview',
        subject: 'Interview scheduled: {job} at {company}',
        body: `Hi {first},

Your interview for {job} at {company} is booked for {day}. Add it to your calendar, or reschedule or cancel before then if something comes up: {link}`,
      },
      {
        outcome: 'rejected',
        subject: 'Your application at {company}',
        body: `Hi {first},

Thank you for applying for the {job} position at {company}. The position is no longer available to you, as the employer has decided not to move forward with your application.

Keep applying, the right job is out there!`,
      },
    ],
  },
  {
    id: 'taptalent-interview-changes',
    url: 'https://taptalent.ai/hr-email-templates/interview-reschedule',
    templates: [
      {
        outcome: 'interview',
        subject: 'Request to Reschedule Your Interview for {job} at {company}',
        body: `Dear {first},

Thank you for your interest in the {job} role. We had an interview scheduled for you, but due to unforeseen circumstances we need to reschedule.

We'd like to propose these new slots: {day} at 10:00, or the following morning at 9:30. The interview will take place over video.

Best regards,
{recruiter}
{company}`,
      },
      {
        outcome: 'other',
        subject: 'Cancelling interview for {job} position at {company}',
        body: `Dear {first},

I regret to inform you that the interview we had scheduled for {job} is cancelled. We have put this position on hold for at least three months and would like to get in touch again once it reopens.

We apologize for any inconvenience.

Kind regards,
{recruiter}`,
      },
    ],
  },
];
