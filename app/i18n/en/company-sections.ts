// A company page's strings shown by its islands (the videos, the articles, the message form):
// loaded with them, not with the page (features/companies/company-islands.ts).

export const companySections = {
  videosTitle: 'Educational Videos',
  videosLead: (count: number) => `${count} videos, free to watch. Choose one to play it.`,
  articlesTitle: 'Latest Insights & Articles',
  by: 'By',
  published: 'Published',
  readTime: 'Reading time',
  form: {
    title: 'Send a Message',
    lead: (email: string) =>
      `Your message opens in Gmail, addressed to ${email}. Check it there and press Send to deliver it.`,
    name: 'Your Name',
    email: 'Your Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    fillAll: 'Fill in all four fields to send your message.',
    nameRequired: 'Please enter your name',
    emailInvalid: 'Invalid email address',
    subjectRequired: 'Please enter a subject',
    messageRequired: 'Please write your message',
    messageTooLong: 'Please keep your message to 2000 characters or fewer',
    /** The body of the email the company receives. */
    mailBody: (message: string, name: string, email: string) => `${message}\n\n---\nFrom: ${name}\nEmail: ${email}`,
    openedTitle: 'Email Client Opened',
    openedBody: 'Please send the email in your mail application to complete your request.',
    failedTitle: 'Error',
    failedBody: 'There was a problem opening your email client. Please try again.',
  },
}
