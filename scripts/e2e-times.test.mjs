import { describe, expect, it } from 'vitest'
import { formatE2eTimes, testRuns } from './e2e-times.mjs'

// A Playwright JSON report in miniature: a file with a test at its top and one in a describe block,
// run on two projects, one of them retried.
const report = {
  stats: { duration: 61_500 },
  suites: [
    {
      title: 'home/hero.spec.ts',
      file: 'home/hero.spec.ts',
      specs: [
        {
          title: 'shows the headline',
          file: 'home/hero.spec.ts',
          tests: [{ projectName: 'desktop', results: [{ duration: 2_000, status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'hero',
          file: 'home/hero.spec.ts',
          specs: [
            {
              title: 'advances every 8 seconds',
              file: 'home/hero.spec.ts',
              tests: [
                {
                  projectName: 'desktop',
                  results: [
                    { duration: 30_000, status: 'failed' },
                    { duration: 10_000, status: 'passed' },
                  ],
                },
                { projectName: 'mobile', results: [{ duration: 5_000, status: 'passed' }] },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'about.spec.ts',
      file: 'about.spec.ts',
      specs: [
        {
          title: 'has a team',
          file: 'about.spec.ts',
          tests: [{ projectName: 'desktop', results: [{ duration: 20_000, status: 'passed' }] }],
        },
      ],
    },
  ],
}

describe('e2e times', () => {
  it('counts every run of every test, retries included, with its describe block in the title', () => {
    expect(testRuns(report)).toEqual([
      { file: 'home/hero.spec.ts', title: 'shows the headline', project: 'desktop', seconds: 2, status: 'passed' },
      {
        file: 'home/hero.spec.ts',
        title: 'hero › advances every 8 seconds',
        project: 'desktop',
        seconds: 30,
        status: 'failed',
      },
      {
        file: 'home/hero.spec.ts',
        title: 'hero › advances every 8 seconds',
        project: 'desktop',
        seconds: 10,
        status: 'passed',
      },
      {
        file: 'home/hero.spec.ts',
        title: 'hero › advances every 8 seconds',
        project: 'mobile',
        seconds: 5,
        status: 'passed',
      },
      { file: 'about.spec.ts', title: 'has a team', project: 'desktop', seconds: 20, status: 'passed' },
    ])
  })

  it('sums the durations, lists the files by their sum and the slowest tests first', () => {
    const lines = formatE2eTimes(report, 2).split('\n')
    expect(lines[0]).toBe('e2e: 5 test runs, sum of durations 67 s, wall time 62 s')
    expect(lines.slice(2, 4)).toEqual(['     47.0    4  home/hero.spec.ts', '     20.0    1  about.spec.ts'])
    expect(lines.slice(5)).toEqual([
      '     30.0  desktop  home/hero.spec.ts: hero › advances every 8 seconds',
      '     20.0  desktop  about.spec.ts: has a team',
    ])
  })
})
