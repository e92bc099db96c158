import { splitStory } from './stories';

describe('splitStory (the create-from-story form and the server split alike)', () => {
  it('starts the comments at the line of the lesson heading, its markup included', () => {
    expect(splitStory('A story.\n\n## What will this story teach people?\n\nKindness.')).toEqual({
      body: 'A story.',
      comments: '## What will this story teach people?\n\nKindness.',
    });
    expect(splitStory('A story.\n**What will this story teach people**\nKindness.').comments).toBe(
      '**What will this story teach people**\nKindness.',
    );
  });

  it('matches the heading whatever its case', () => {
    expect(splitStory('A story.\n# WHAT WILL THIS STORY TEACH PEOPLE\nKindness.')).toEqual({
      body: 'A story.',
      comments: '# WHAT WILL THIS STORY TEACH PEOPLE\nKindness.',
    });
  });

  it('keeps the whole story as the raw script when the heading is missing, and none when only the lesson is there', () => {
    expect(splitStory('  Just a story.\nNo lesson.  ')).toEqual({ body: 'Just a story.\nNo lesson.', comments: '' });
    expect(splitStory('What will this story teach people\nKindness.')).toEqual({
      body: '',
      comments: 'What will this story teach people\nKindness.',
    });
  });
});
