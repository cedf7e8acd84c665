import {
  clearNoteInFlight,
  markNoteInFlight,
  readNoteInFlight,
} from './note-in-flight'

const KEY = 'draft:user_1:pat_1:note-sending'
const NOTE = {
  title: 'Cardiology letter',
  content: 'Echo shows a normal ejection fraction of 60 percent.',
  projectId: 'proj_1',
}

test('a marked note reads back until cleared; an unreadable mark reads as none', () => {
  markNoteInFlight(KEY, NOTE)
  expect(readNoteInFlight(KEY)).toEqual(NOTE)
  clearNoteInFlight(KEY)
  expect(readNoteInFlight(KEY)).toBeNull()

  sessionStorage.setItem(KEY, '{"title": 3}')
  expect(readNoteInFlight(KEY)).toBeNull()
  sessionStorage.setItem(KEY, 'not json')
  expect(readNoteInFlight(KEY)).toBeNull()
})
