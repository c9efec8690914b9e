/** The headphone and microphone check (its own route, docs/design.md section 9). */
export const catalogue = {
  exam: {
    headphone: {
      title: 'Headphone and microphone check',
      intro: 'Check that you can hear and be heard before a listening or speaking exam.',
      speakers: 'Headphones',
      playTone: 'Play a test tone',
      stopTone: 'Stop',
      volume: 'Volume',
      microphone: 'Microphone',
      record: 'Record 3 seconds',
      recording: 'Recording…',
      playBack: 'Play it back',
      level: 'Input level',
      denied:
        'The browser was not allowed to use the microphone. Allow it from the padlock beside the address, then try again.',
      notFound: 'No microphone was found. Plug one in and try again.',
      unsupported: 'This browser cannot record sound. Use a recent Chrome, Edge, Firefox or Safari.',
      failed: 'The microphone could not be started: {{message}}',
    },
  },
};
